// Endpoints of spec document 3. Each domain file is re-exported here.
export {};
