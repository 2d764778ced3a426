import { describe, expect, it } from 'vitest';
import {
  getBlogCategories,
  getBlogDetails,
  getBlogs,
  getQaCategories,
  getQuestions,
} from '@plastihub/api-client';
import { useContractClient } from './harness';
import { blogs } from '../src/seed/blogs';
import { questions } from '../src/seed/qa';

describe('blogs', () => {
  useContractClient();

  it('GET /blog-categories lists the categories with images', async () => {
    const categories = await getBlogCategories();
    expect(categories.map((category) => category.name)).toEqual([
      'Polymer Science',
      'Injection Moulding',
      'Extrusion',
      'Recycling & Sustainability',
      'Industry News & Policy',
      'Business & Finance',
    ]);
    expect(categories[0]?.image).toBe('http://localhost/demo-images/blogs/category-1.svg');
  });

  it('GET /blogs lists one category, newest first', async () => {
    const list = await getBlogs({ categoryId: 2 });
    expect(list).toHaveLength(4);
    expect(list.every((blog) => blog.categoryName === 'Injection Moulding')).toBe(true);
    const dates = list.map((blog) => blog.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(list.map((blog) => blog.title)).toContain('How to Calculate Clamp Tonnage for Your Mould');
  });

  it('GET /blogs is empty for a category without blogs', async () => {
    await expect(getBlogs({ categoryId: 99 })).resolves.toEqual([]);
  });

  it('GET /blogs/details gives the HTML content', async () => {
    const blog = await getBlogDetails({ id: 1 });
    expect(blog).toMatchObject({
      title: 'PP Homopolymer vs Copolymer: Choosing the Right Grade',
      writer: 'Dr. Anjali Deshmukh',
      categoryName: 'Polymer Science',
    });
    expect(blog?.contentHtml).toContain('<h2>What to know</h2>');
    expect(blog?.contentHtml).toMatch(/<ul><li>.*<\/li><\/ul>/);
    expect(blogs.all()).toHaveLength(24);
  });

  it('GET /blogs/details answers null for an unknown id', async () => {
    await expect(getBlogDetails({ id: 404 })).resolves.toBeNull();
  });
});

describe('Q&A', () => {
  useContractClient();

  it('GET /qa-categories lists the categories', async () => {
    const categories = await getQaCategories();
    expect(categories).toHaveLength(6);
    expect(categories[4]).toMatchObject({ id: 5, name: 'Moulds & Tooling' });
  });

  it('GET /qa lists the questions of one category with the asker', async () => {
    const list = await getQuestions({ categoryId: 4 });
    expect(list).toHaveLength(questions.where((row) => row.category_id === 4).length);
    expect(list[0]?.question).toBe('Why is my PVC pipe showing burn marks at the inner wall?');
    expect(list[0]?.askedBy).not.toBe('');
    expect(list[0]?.askedByPhoto).toMatch(/^http:\/\/localhost\/demo-images\/people\/person-\d\.svg$/);
    expect(questions.all()).toHaveLength(30);
  });

  it('GET /qa is empty for an unknown category', async () => {
    await expect(getQuestions({ categoryId: 77 })).resolves.toEqual([]);
  });
});
