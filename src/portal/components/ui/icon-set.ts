/**
 * The Bootstrap Icons the portal shows, as inline SVG: the menu's group icons (icon names come from /api/menu2,
 * e.g. "bi-house-door") and the shell's own. Only these ship; an unknown name falls back to a dot.
 * tests/portal/icons.test.ts checks that every icon of the seeded menus is here.
 */
import arrowClockwise from 'bootstrap-icons/icons/arrow-clockwise.svg?raw';
import arrowDownUp from 'bootstrap-icons/icons/arrow-down-up.svg?raw';
import arrowLeftRight from 'bootstrap-icons/icons/arrow-left-right.svg?raw';
import arrowUp from 'bootstrap-icons/icons/arrow-up.svg?raw';
import award from 'bootstrap-icons/icons/award.svg?raw';
import bank2 from 'bootstrap-icons/icons/bank2.svg?raw';
import barChart from 'bootstrap-icons/icons/bar-chart.svg?raw';
import book from 'bootstrap-icons/icons/book.svg?raw';
import bookHalf from 'bootstrap-icons/icons/book-half.svg?raw';
import boxArrowInRight from 'bootstrap-icons/icons/box-arrow-in-right.svg?raw';
import boxArrowRight from 'bootstrap-icons/icons/box-arrow-right.svg?raw';
import briefcase from 'bootstrap-icons/icons/briefcase.svg?raw';
import building from 'bootstrap-icons/icons/building.svg?raw';
import calendarCheck from 'bootstrap-icons/icons/calendar-check.svg?raw';
import calendarWeek from 'bootstrap-icons/icons/calendar-week.svg?raw';
import calendar3 from 'bootstrap-icons/icons/calendar3.svg?raw';
import cashStack from 'bootstrap-icons/icons/cash-stack.svg?raw';
import chevronDown from 'bootstrap-icons/icons/chevron-down.svg?raw';
import chevronRight from 'bootstrap-icons/icons/chevron-right.svg?raw';
import clipboard from 'bootstrap-icons/icons/clipboard.svg?raw';
import clipboardCheck from 'bootstrap-icons/icons/clipboard-check.svg?raw';
import clipboardData from 'bootstrap-icons/icons/clipboard-data.svg?raw';
import clipboard2Data from 'bootstrap-icons/icons/clipboard2-data.svg?raw';
import compass from 'bootstrap-icons/icons/compass.svg?raw';
import diagram3 from 'bootstrap-icons/icons/diagram-3.svg?raw';
import display from 'bootstrap-icons/icons/display.svg?raw';
import dot from 'bootstrap-icons/icons/dot.svg?raw';
import easel from 'bootstrap-icons/icons/easel.svg?raw';
import exclamationCircle from 'bootstrap-icons/icons/exclamation-circle.svg?raw';
import exclamationTriangle from 'bootstrap-icons/icons/exclamation-triangle.svg?raw';
import fileEarmarkBarGraph from 'bootstrap-icons/icons/file-earmark-bar-graph.svg?raw';
import fileEarmarkText from 'bootstrap-icons/icons/file-earmark-text.svg?raw';
import fingerprint from 'bootstrap-icons/icons/fingerprint.svg?raw';
import gear from 'bootstrap-icons/icons/gear.svg?raw';
import gearFill from 'bootstrap-icons/icons/gear-fill.svg?raw';
import gearWideConnected from 'bootstrap-icons/icons/gear-wide-connected.svg?raw';
import globe2 from 'bootstrap-icons/icons/globe2.svg?raw';
import graphUp from 'bootstrap-icons/icons/graph-up.svg?raw';
import grid3x3Gap from 'bootstrap-icons/icons/grid-3x3-gap.svg?raw';
import heart from 'bootstrap-icons/icons/heart.svg?raw';
import hourglassSplit from 'bootstrap-icons/icons/hourglass-split.svg?raw';
import houseDoor from 'bootstrap-icons/icons/house-door.svg?raw';
import journalBookmark from 'bootstrap-icons/icons/journal-bookmark.svg?raw';
import journalText from 'bootstrap-icons/icons/journal-text.svg?raw';
import list from 'bootstrap-icons/icons/list.svg?raw';
import listOl from 'bootstrap-icons/icons/list-ol.svg?raw';
import lock from 'bootstrap-icons/icons/lock.svg?raw';
import megaphone from 'bootstrap-icons/icons/megaphone.svg?raw';
import bell from 'bootstrap-icons/icons/bell.svg?raw';
import mortarboard from 'bootstrap-icons/icons/mortarboard.svg?raw';
import pencil from 'bootstrap-icons/icons/pencil.svg?raw';
import pencilSquare from 'bootstrap-icons/icons/pencil-square.svg?raw';
import people from 'bootstrap-icons/icons/people.svg?raw';
import peopleFill from 'bootstrap-icons/icons/people-fill.svg?raw';
import person from 'bootstrap-icons/icons/person.svg?raw';
import personBadge from 'bootstrap-icons/icons/person-badge.svg?raw';
import personCircle from 'bootstrap-icons/icons/person-circle.svg?raw';
import personPlus from 'bootstrap-icons/icons/person-plus.svg?raw';
import personVcard from 'bootstrap-icons/icons/person-vcard.svg?raw';
import personWorkspace from 'bootstrap-icons/icons/person-workspace.svg?raw';
import piggyBank from 'bootstrap-icons/icons/piggy-bank.svg?raw';
import pinAngle from 'bootstrap-icons/icons/pin-angle.svg?raw';
import pinAngleFill from 'bootstrap-icons/icons/pin-angle-fill.svg?raw';
import receipt from 'bootstrap-icons/icons/receipt.svg?raw';
import search from 'bootstrap-icons/icons/search.svg?raw';
import shieldLock from 'bootstrap-icons/icons/shield-lock.svg?raw';
import signpostSplit from 'bootstrap-icons/icons/signpost-split.svg?raw';
import sliders from 'bootstrap-icons/icons/sliders.svg?raw';
import tools from 'bootstrap-icons/icons/tools.svg?raw';
import uiChecks from 'bootstrap-icons/icons/ui-checks.svg?raw';
import wallet2 from 'bootstrap-icons/icons/wallet2.svg?raw';
import xLg from 'bootstrap-icons/icons/x-lg.svg?raw';

export const ICONS: Readonly<Record<string, string>> = {
  'arrow-clockwise': arrowClockwise,
  'arrow-down-up': arrowDownUp,
  'arrow-left-right': arrowLeftRight,
  'arrow-up': arrowUp,
  award: award,
  bank2: bank2,
  'bar-chart': barChart,
  book: book,
  'book-half': bookHalf,
  'box-arrow-in-right': boxArrowInRight,
  'box-arrow-right': boxArrowRight,
  briefcase: briefcase,
  building: building,
  'calendar-check': calendarCheck,
  'calendar-week': calendarWeek,
  calendar3: calendar3,
  'cash-stack': cashStack,
  'chevron-down': chevronDown,
  'chevron-right': chevronRight,
  clipboard: clipboard,
  'clipboard-check': clipboardCheck,
  'clipboard-data': clipboardData,
  'clipboard2-data': clipboard2Data,
  compass: compass,
  'diagram-3': diagram3,
  display: display,
  dot: dot,
  easel: easel,
  'exclamation-circle': exclamationCircle,
  'exclamation-triangle': exclamationTriangle,
  'file-earmark-bar-graph': fileEarmarkBarGraph,
  'file-earmark-text': fileEarmarkText,
  fingerprint: fingerprint,
  gear: gear,
  'gear-fill': gearFill,
  'gear-wide-connected': gearWideConnected,
  globe2: globe2,
  'graph-up': graphUp,
  'grid-3x3-gap': grid3x3Gap,
  heart: heart,
  'hourglass-split': hourglassSplit,
  'house-door': houseDoor,
  'journal-bookmark': journalBookmark,
  'journal-text': journalText,
  list: list,
  'list-ol': listOl,
  lock: lock,
  megaphone: megaphone,
  bell,
  mortarboard: mortarboard,
  pencil: pencil,
  'pencil-square': pencilSquare,
  people: people,
  'people-fill': peopleFill,
  person: person,
  'person-badge': personBadge,
  'person-circle': personCircle,
  'person-plus': personPlus,
  'person-vcard': personVcard,
  'person-workspace': personWorkspace,
  'piggy-bank': piggyBank,
  'pin-angle': pinAngle,
  'pin-angle-fill': pinAngleFill,
  receipt: receipt,
  search: search,
  'shield-lock': shieldLock,
  'signpost-split': signpostSplit,
  sliders: sliders,
  tools: tools,
  'ui-checks': uiChecks,
  wallet2: wallet2,
  'x-lg': xLg,
};
