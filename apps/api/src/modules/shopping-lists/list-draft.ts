import { randomUUID } from 'node:crypto';
import type { MyShoppingListUpdateAction } from '@chairside/contracts';
import type { ShoppingListChanges, ShoppingListLineRecord, ShoppingListRecord } from '@chairside/db';
import {
  lineOrderProblem,
  listAddition,
  listNameProblem,
  listNoteProblem,
  listTextProblem,
  quantityProblem,
  trimListName,
} from '@chairside/domain';
import { invalidInput } from '../../http/api-error';
import type { LineRef, ListCatalog } from './list-catalog';

interface DraftLine {
  record: ShoppingListLineRecord;
  productId: string;
  /** Written again (deleted and inserted under its id) when the update is stored. */
  changed: boolean;
}

/** A line to add, as a draft or addLineItem gives it. */
export interface LineInput extends LineRef {
  key?: string | undefined;
  quantity?: number | undefined;
  addedAt?: string | undefined;
  custom?: { fields?: { note?: string | undefined } | undefined } | undefined;
}

const checked = (problem: string | undefined) => {
  if (problem !== undefined) throw invalidInput(problem);
};

/** A whole-number quantity in range (domain quantityProblem), refused with its message otherwise. */
export function checkedQuantity(quantity: unknown, min: 0 | 1): number {
  checked(quantityProblem(quantity, min));
  return quantity as number;
}

export function checkedName(name: Record<string, string>): Record<string, string> {
  checked(listNameProblem(name));
  return trimListName(name);
}

export function checkedDescription(description: Record<string, string> | undefined): Record<string, string> | null {
  if (description === undefined) return null;
  checked(listTextProblem(description));
  return description;
}

function addedAtOf(value: string | undefined, now: Date): Date {
  if (value === undefined) return now;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw invalidInput(`addedAt '${value}' is not a date and time.`);
  return at;
}

/**
 * The lines of one list while a create or an update applies to them, in memory: each action is checked by the domain
 * rules and refused as a whole (400) before anything is stored; `toWrite` says which lines to store.
 */
export class ListDraft {
  readonly changes: ShoppingListChanges = {};
  private lines: DraftLine[];
  private readonly deleted: string[] = [];
  private readonly storedIds: Set<string>;

  constructor(
    private readonly list: Pick<ShoppingListRecord, 'id' | 'businessUnitId'>,
    lines: { record: ShoppingListLineRecord; productId: string }[],
    private readonly catalog: ListCatalog,
    /** Who adds lines (the customer, or the representative acting for them) and when. */
    private readonly actor: { customerId: string | null; now: Date },
  ) {
    this.lines = lines.map((line) => ({ ...line, changed: false }));
    this.storedIds = new Set(lines.map((line) => line.record.id));
  }

  private line(id: string): DraftLine {
    const line = this.lines.find((candidate) => candidate.record.id === id);
    if (!line) throw invalidInput(`The list has no line '${id}'.`);
    return line;
  }

  private remove(line: DraftLine): void {
    this.lines = this.lines.filter((candidate) => candidate !== line);
    // A line added by this same update was never stored.
    if (this.storedIds.has(line.record.id)) this.deleted.push(line.record.id);
  }

  private change(line: DraftLine, values: Partial<ShoppingListLineRecord>): void {
    line.record = { ...line.record, ...values };
    line.changed = true;
  }

  add(input: LineInput): void {
    const variant = this.catalog.variantOf(input);
    const quantity = checkedQuantity(input.quantity ?? 1, 1);
    const note = input.custom?.fields?.note;
    if (note !== undefined) checked(listNoteProblem(note));
    const addition = listAddition(
      this.lines.map((line) => ({ variant: line.record.variantId, quantity: line.record.quantity })),
      variant.id,
      quantity,
    );
    if ('problem' in addition) throw invalidInput(addition.problem);
    if (addition.kind === 'merge') {
      this.change(this.lines[addition.index]!, {
        quantity: addition.quantity,
        ...(note === undefined ? {} : { note }),
      });
      return;
    }
    this.lines.push({
      record: {
        id: randomUUID(),
        listId: this.list.id,
        variantId: variant.id,
        key: input.key ?? null,
        quantity,
        position: this.lines.length,
        note: note ?? null,
        addedByCustomerId: this.actor.customerId,
        addedAt: addedAtOf(input.addedAt, this.actor.now),
      },
      productId: variant.productId,
      changed: true,
    });
  }

  apply(action: MyShoppingListUpdateAction): void {
    switch (action.action) {
      case 'addLineItem':
        return this.add(action);
      case 'removeLineItem': {
        const line = this.line(action.lineItemId);
        const quantity = action.quantity === undefined ? line.record.quantity : checkedQuantity(action.quantity, 1);
        if (quantity >= line.record.quantity) return this.remove(line);
        return this.change(line, { quantity: line.record.quantity - quantity });
      }
      case 'changeLineItemQuantity': {
        const line = this.line(action.lineItemId);
        const quantity = checkedQuantity(action.quantity, 0);
        // commercetools: quantity 0 removes the line.
        if (quantity === 0) return this.remove(line);
        return this.change(line, { quantity });
      }
      case 'changeLineItemsOrder': {
        const ids = this.lines.map((line) => line.record.id);
        checked(lineOrderProblem(ids, action.lineItemOrder));
        const byId = new Map(this.lines.map((line) => [line.record.id, line]));
        this.lines = action.lineItemOrder.map((id) => byId.get(id)!);
        return;
      }
      case 'changeName':
        this.changes.name = checkedName(action.name);
        return;
      case 'setDescription':
        this.changes.description = checkedDescription(action.description);
        return;
      case 'setCustomField':
        if (action.value === true && this.list.businessUnitId === null)
          throw invalidInput('This list belongs to no office, so it cannot be shared with one.');
        this.changes.sharedWithOffice = action.value ?? false;
        return;
      case 'setLineItemCustomField':
        return action.name === 'note'
          ? this.setNote(this.line(action.lineItemId), action.value)
          : this.moveToUnit(this.line(action.lineItemId), action.value);
    }
  }

  private setNote(line: DraftLine, value: unknown): void {
    if (value === undefined || value === null) return this.change(line, { note: null });
    checked(listNoteProblem(value));
    this.change(line, { note: value as string });
  }

  /** hs_uom: the line becomes the product's variant in that unit; a line already holding it takes its quantity. */
  private moveToUnit(line: DraftLine, uom: unknown): void {
    if (typeof uom !== 'string') throw invalidInput('hs_uom must be a unit of measure such as BX or CS.');
    const target = this.catalog.unitOf(line.productId, uom);
    if (!target) throw invalidInput(`This product is not sold in the unit '${uom}'.`);
    if (target.id === line.record.variantId) return;
    const holder = this.lines.find((candidate) => candidate.record.variantId === target.id);
    if (!holder) return this.change(line, { variantId: target.id });
    const merged = listAddition(
      [{ variant: target.id, quantity: holder.record.quantity }],
      target.id,
      line.record.quantity,
    );
    if ('problem' in merged) throw invalidInput(merged.problem);
    if (merged.kind === 'merge') this.change(holder, { quantity: merged.quantity });
    this.remove(line);
  }

  /** The lines removed and the lines to write (new, changed, or at a new position), positions renumbered. */
  toWrite(): { deletedIds: string[]; written: ShoppingListLineRecord[] } {
    this.lines.forEach((line, position) => {
      if (line.record.position !== position) this.change(line, { position });
    });
    return {
      deletedIds: this.deleted,
      written: this.lines.filter((line) => line.changed).map((line) => line.record),
    };
  }
}
