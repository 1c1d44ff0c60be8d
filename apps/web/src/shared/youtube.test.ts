import { describe, expect, it } from 'vitest';
import { youtubeIdOf, youtubeNoCookieEmbed } from './youtube';

describe('youtube addresses', () => {
  it('reads the id from embed, watch and short addresses', () => {
    expect(youtubeIdOf('https://www.youtube.com/embed/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youtubeIdOf('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3')).toBe('aqz-KE-bpKQ');
    expect(youtubeIdOf('https://youtu.be/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youtubeIdOf('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
  });

  it('refuses other hosts and empty values', () => {
    expect(youtubeIdOf('https://example.com/embed/aqz-KE-bpKQ')).toBeNull();
    expect(youtubeIdOf(null)).toBeNull();
    expect(youtubeIdOf('')).toBeNull();
  });

  it('builds the privacy-enhanced player address', () => {
    expect(youtubeNoCookieEmbed('https://www.youtube.com/embed/aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0&playsinline=1',
    );
  });
});
