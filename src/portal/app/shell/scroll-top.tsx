import { useEffect, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';

/** The scroll-to-top link, shown once the page has been scrolled. */
export function ScrollTopLink() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 240);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <a
      href="#portal-top"
      className={`scroll-top btn btn-primary${visible ? ' is-visible' : ''}`}
      aria-label="Kembali ke atas"
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      <Icon name="arrow-up" />
    </a>
  );
}
