/** The website features' icons as inline SVG (Bootstrap Icons): no icon font, no script, no emoji font needed. */
import book from 'bootstrap-icons/icons/book.svg?raw';
import trophy from 'bootstrap-icons/icons/trophy.svg?raw';
import tools from 'bootstrap-icons/icons/tools.svg?raw';
import laptop from 'bootstrap-icons/icons/laptop.svg?raw';
import people from 'bootstrap-icons/icons/people.svg?raw';
import globe from 'bootstrap-icons/icons/globe.svg?raw';

const ICONS: Record<string, string> = { book, trophy, tools, laptop, people, globe };

/** The icon's SVG, hidden from screen readers (the card's title says what it is). */
export const featureIcon = (name: string) =>
  (ICONS[name] ?? book).replace('<svg ', '<svg aria-hidden="true" focusable="false" ').replace('class="bi ', 'class="feature-icon bi ');
