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
import { classification } from '../library/classification.ts';
import { cancelReservation, listReservations, reserveBook } from '../library/reservations.ts';
import * as R from '../../shared/api/library/reports.ts';
import { libraryReport, libraryReportXlsx } from '../library/reports/index.ts';

import * as D from '../../shared/api/library/documents.ts';
import { cardGroups, memberCardsPdf, registerPdf, spineLabelsPdf } from '../library/documents/library-pdfs.ts';
import { sendPdf } from '../documents/pdf-file.ts';

import * as V from '../../shared/api/library/services.ts';
import { listVisits, recordVisit } from '../library/visits.ts';
import { createSuggestion, decideSuggestion, listSuggestions } from '../library/suggestions.ts';

import * as T from '../../shared/api/library/stocktake.ts';
import { finishStocktake, getStocktake, listStocktakes, scanStocktake, startStocktake } from '../library/stocktake.ts';

import { importBooks } from '../library/import/import-books.ts';
import { limitWorkbookUploads } from '../spreadsheet/upload-limit.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  route(app, deps, S.classificationContract, ({ ctx }) => classification({ ctx }));
  route(app, deps, M.listReservationsContract, ({ ctx, input }) => listReservations({ ctx, input }));
  route(app, deps, D.cardGroupsContract, ({ ctx }) => cardGroups({ ctx }));
  route(app, deps, D.memberCardsPdfContract, async ({ ctx, input, reply }) => sendPdf(reply, await memberCardsPdf({ ctx, input })));
  route(app, deps, D.spineLabelsPdfContract, async ({ ctx, input, reply }) => sendPdf(reply, await spineLabelsPdf({ ctx, input })));
  route(app, deps, D.registerPdfContract, async ({ ctx, input, reply }) => sendPdf(reply, await registerPdf({ ctx, input })));
  route(app, deps, V.recordVisitContract, ({ ctx, input }) => recordVisit({ ctx, input }));
  route(app, deps, V.listVisitsContract, ({ ctx }) => listVisits({ ctx }));
  route(app, deps, V.createSuggestionContract, ({ ctx, input }) => createSuggestion({ ctx, input }));
  route(app, deps, V.listSuggestionsContract, ({ ctx, input }) => listSuggestions({ ctx, input }));
  route(app, deps, V.decideSuggestionContract, ({ ctx, params, input }) => decideSuggestion({ ctx, id: params.id, input }));
  route(app, deps, T.listStocktakesContract, ({ ctx }) => listStocktakes({ ctx }));
  route(app, deps, T.startStocktakeContract, ({ ctx, input }) => startStocktake({ ctx, input }));
  route(app, deps, T.getStocktakeContract, ({ ctx, params, input }) => getStocktake({ ctx, id: params.id, input }));
  route(app, deps, T.scanStocktakeContract, ({ ctx, params, input }) => scanStocktake({ ctx, id: params.id, input }));
  route(app, deps, T.finishStocktakeContract, ({ ctx, params, input }) => finishStocktake({ ctx, id: params.id, input }));
  // The import's body is the file itself (CSV, xlsx or MARC), up to the workbook limit.
  app.register(async (scope) => {
    limitWorkbookUploads(scope, 'binary');
    scope.addContentTypeParser([XLSX, 'application/octet-stream', 'text/csv', 'application/marc'], { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    route(scope, deps, C.importBooksContract, ({ ctx, params, request }) => importBooks({ ctx, file: request.body, mode: params.mode }));
  });
  route(app, deps, R.reportContract, ({ ctx, params, input }) => libraryReport({ ctx, name: params.name, input }));
  route(app, deps, R.reportXlsxContract, async ({ ctx, params, input, reply }) => {
    const file = await libraryReportXlsx({ ctx, name: params.name, input });
    return reply.type(XLSX).header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').send(file.bytes);
  });
}
