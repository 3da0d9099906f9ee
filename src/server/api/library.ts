import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as C from '../../shared/api/library/catalogue.ts';
import * as L from '../../shared/api/library/circulation.ts';
import { addItems, createBook, getBook, listBooks, listItems, opacSearch, updateBook, updateItem } from '../library/books.ts';
import { deskMember, lendItem, renewItem, returnItem, settleFine } from '../library/circulation.ts';
import { listLoans } from '../library/loans.ts';
import * as M from '../../shared/api/library/member.ts';
import * as S from '../../shared/api/library/settings.ts';
import { getSettings, saveCollection, saveSettings } from '../library/settings.ts';
import { cancelReservation, listReservations, reserveBook } from '../library/reservations.ts';

/** The library (document 02, section 2.9; issue 18). */
export function registerLibraryApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.searchBooksContract, ({ ctx, input }) => opacSearch({ ctx, input }));
  route(app, deps, C.listBooksContract, ({ ctx, input }) => listBooks({ ctx, input }));
  route(app, deps, C.getBookContract, ({ ctx, params }) => getBook({ ctx, id: params.id }));
  route(app, deps, C.createBookContract, ({ ctx, input }) => createBook({ ctx, input }));
  route(app, deps, C.updateBookContract, ({ ctx, params, input }) => updateBook({ ctx, id: params.id, input }));
  route(app, deps, C.addItemsContract, ({ ctx, params, input }) => addItems({ ctx, id: params.id, input }));
  route(app, deps, C.updateItemContract, ({ ctx, params, input }) => updateItem({ ctx, id: params.id, input }));
  route(app, deps, C.listItemsContract, ({ ctx, input }) => listItems({ ctx, input }));
  route(app, deps, L.deskMemberContract, ({ ctx, input }) => deskMember({ ctx, code: input.code }));
  route(app, deps, L.lendContract, ({ ctx, input }) => lendItem({ ctx, input }));
  route(app, deps, L.returnContract, ({ ctx, input }) => returnItem({ ctx, input }));
  route(app, deps, L.renewContract, ({ ctx, input }) => renewItem({ ctx, input }));
  route(app, deps, L.settleFineContract, ({ ctx, params, input }) => settleFine({ ctx, id: params.id, input }));
  route(app, deps, L.listLoansContract, ({ ctx, input }) => listLoans({ ctx, input }));
  route(app, deps, M.reserveContract, ({ ctx, input }) => reserveBook({ ctx, input }));
  route(app, deps, M.cancelReservationContract, ({ ctx, params }) => cancelReservation({ ctx, id: params.id }));
  route(app, deps, S.getSettingsContract, ({ ctx }) => getSettings({ ctx }));
  route(app, deps, S.saveSettingsContract, ({ ctx, input }) => saveSettings({ ctx, input }));
  route(app, deps, S.saveCollectionContract, ({ ctx, input }) => saveCollection({ ctx, input }));
  route(app, deps, M.listReservationsContract, ({ ctx, input }) => listReservations({ ctx, input }));
}
