export { Carousel, type CarouselProps, type CarouselImage } from './Carousel';
