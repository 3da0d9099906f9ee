import { describe, expect, it } from 'vitest';
import { pastedCells } from '../../src/portal/lib/paste-block.ts';

const rows = [{ id: 1 }, { id: 2 }];
const columns = ['a', 'b'];
const key = (row: { id: number }, column: string) => `${row.id}:${column}`;

describe('pasting a spreadsheet block into a grid', () => {
  it('lays the block over the grid from the cell pasted into, trimming values and dropping what falls outside', () => {
    expect(pastedCells('80\t 90 \r\n70\t60\t50\n\n', 0, 0, rows, columns, key)).toEqual({ '1:a': '80', '1:b': '90', '2:a': '70', '2:b': '60' });
    expect(pastedCells('1\n2\n3', 1, 1, rows, columns, key)).toEqual({ '2:b': '1' });
  });

  it('leaves a single value to ordinary typing', () => {
    expect(pastedCells('85', 0, 0, rows, columns, key)).toBeNull();
    expect(pastedCells('85\n', 0, 0, rows, columns, key)).toBeNull();
  });
});
