/**
 * The home carousel's pause control (WCAG 2.2.2), in the site's two languages. Loaded with the swiper's
 * own chunk, after first paint: the control comes with the autoplay it stops.
 */
export interface CarouselPack {
  pause: string;
  play: string;
}

export const en: CarouselPack = { pause: 'Pause slideshow', play: 'Play slideshow' };

export const es: CarouselPack = { pause: 'Pausar presentación', play: 'Reproducir presentación' };
