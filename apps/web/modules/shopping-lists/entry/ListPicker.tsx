'use client';

import { listNameProblem, shoppingListLimits } from '@chairside/domain';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { myListChoicesAction } from '@/modules/shopping-lists/actions';
import { toast } from '@/modules/toasts/toast';
import { entryTexts } from './texts';
import styles from './entry.module.css';

/** A list the customer picked from the menu, or the name of the one it is to create. */
export type ListChoice = { listId: string; name: string } | { newListName: string };

type ListOption = { id: string; name: string; lineCount: number; favorites: boolean };
type Lists = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; lists: ListOption[] };

interface Props {
  /** The button's visible text, e.g. "Add to list" or "Save for later". */
  label: string;
  /** The button's accessible name when the text alone is ambiguous (several on a page). */
  name?: string;
  onChoose: (choice: ListChoice) => void;
  busy?: boolean;
  /** Which edge of the button the menu lines up with (the end near the right edge of a row). */
  align?: 'start' | 'end';
  /** Checked before the menu opens: a reason there is nothing to add (shown as an error toast), or undefined. */
  refuse?: () => string | undefined;
  /** An icon-sized round button (a product card's corner): the label shows as its tooltip, `name` names it. */
  compact?: boolean;
}

/** Room kept between an open menu and the viewport's edges, in px. */
const viewportMargin = 8;

/**
 * A menu button (WAI-ARIA menu button pattern) listing the customer's editable lists and "New list…",
 * which turns the menu into a one-field form. Enter, Space or the arrows open it; arrows, Home and End
 * move; Escape closes it and gives focus back to the button. The lists are read each time it opens,
 * so a list made in another tab shows.
 */
export function ListPicker({ label, name, onChoose, busy = false, align = 'start', refuse, compact = false }: Props) {
  const [mode, setMode] = useState<'closed' | 'menu' | 'new'>('closed');
  const [lists, setLists] = useState<Lists>({ state: 'loading' });
  const [newName, setNewName] = useState('');
  const focusLast = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const menuId = useId();
  const inputId = useId();
  const problemId = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  function open(last = false) {
    const reason = refuse?.();
    if (reason) {
      toast.error(reason);
      return;
    }
    focusLast.current = last;
    setLists({ state: 'loading' });
    setMode('menu');
    myListChoicesAction()
      .then((answer) =>
        setLists(answer.ok ? { state: 'ready', lists: answer.lists } : { state: 'failed', message: answer.message }),
      )
      .catch(() => setLists({ state: 'failed', message: entryTexts.listsFailed }));
  }

  const create = useSettledForm({
    validate: (data) => ({ name: listNameProblem({ 'en-US': String(data.get('name') ?? '') }) }),
    submit: () => choose({ newListName: newName.trim() }),
  });
  const problem = create.errors.name;

  function close(returnFocus: boolean) {
    setMode('closed');
    setNewName('');
    if (returnFocus) button.current?.focus();
  }

  // Focus moves into the menu once it knows its items (first, or last when opened with ArrowUp).
  useEffect(() => {
    if (mode !== 'menu') return;
    if (lists.state === 'loading') {
      menu.current?.focus();
      return;
    }
    const all = items();
    (focusLast.current ? all.at(-1) : all[0])?.focus();
  }, [mode, lists.state]);

  // The menu or form stays inside the viewport: where the button sits near an edge (a card in a phone's grid),
  // it moves sideways by what would stick out. Measured again when the lists arrive and change its width.
  useLayoutEffect(() => {
    const popover = mode === 'menu' ? menu.current : form.current;
    if (!popover) return;
    popover.style.translate = '';
    const { left, right } = popover.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const shift =
      right > width - viewportMargin
        ? width - viewportMargin - right
        : left < viewportMargin
          ? viewportMargin - left
          : 0;
    if (shift !== 0) popover.style.translate = `${Math.round(shift)}px 0`;
  }, [mode, lists]);

  // The form opens from the menu item the customer just chose: its one field takes the focus once the form is
  // placed (focused before, it would scroll the page sideways to where the form first appeared).
  useLayoutEffect(() => {
    if (mode === 'new') input.current?.focus();
  }, [mode]);

  // A pointer press outside closes it, as a native menu does.
  useEffect(() => {
    if (mode === 'closed') return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [mode]);

  function onButtonKey(event: React.KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowUp');
  }

  function onMenuKey(event: React.KeyboardEvent) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key in move && all.length > 0) {
      event.preventDefault();
      all[move[event.key]!]?.focus();
    }
  }

  function choose(choice: ListChoice) {
    close(true);
    onChoose(choice);
  }

  return (
    <div className={styles.picker} ref={root}>
      <button
        ref={button}
        type="button"
        className={compact ? styles.iconButton : `button button-secondary ${styles.pickerButton}`}
        title={compact ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={mode === 'menu'}
        aria-controls={mode === 'menu' ? menuId : undefined}
        aria-label={name ?? (compact ? label : undefined)}
        // aria-disabled, not disabled: the focus that closing the menu gives back must stay on the button.
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          if (mode === 'closed') open();
          else close(false);
        }}
        onKeyDown={(event) => {
          if (!busy) onButtonKey(event);
        }}
      >
        {compact ? <ListIcon /> : busy ? `${label}…` : label}
      </button>
      {mode === 'menu' ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={name ?? label}
          aria-busy={lists.state === 'loading'}
          className={`${styles.popover} ${align === 'end' ? styles.alignEnd : ''}`}
          onKeyDown={onMenuKey}
        >
          {lists.state === 'loading' ? <p className={styles.menuNote}>{entryTexts.loadingLists}</p> : null}
          {lists.state === 'failed' ? (
            <p className={styles.menuNote} role="alert">
              {lists.message || entryTexts.listsFailed}
            </p>
          ) : null}
          {lists.state === 'ready'
            ? lists.lists.map((list) => (
                <button
                  key={list.id}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.menuItem}
                  onClick={() => choose({ listId: list.id, name: list.name })}
                >
                  <span className={styles.menuName}>{list.name}</span>
                  <span className={styles.menuCount}>{entryTexts.itemCount(list.lineCount)}</span>
                </button>
              ))
            : null}
          {lists.state !== 'loading' ? (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${styles.menuItem} ${styles.newItem}`}
              onClick={() => {
                // A fresh form each time: no message left from the last one.
                create.clear();
                setMode('new');
              }}
            >
              {entryTexts.newList}
            </button>
          ) : null}
        </div>
      ) : null}
      {mode === 'new' ? (
        <form
          ref={form}
          className={`${styles.popover} ${styles.newForm} ${align === 'end' ? styles.alignEnd : ''}`}
          aria-label={entryTexts.newList}
          {...create.formProps}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            close(true);
          }}
        >
          <label htmlFor={inputId}>{entryTexts.listName}</label>
          <input
            ref={input}
            id={inputId}
            name="name"
            value={newName}
            maxLength={shoppingListLimits.maxNameLength}
            onChange={(event) => setNewName(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
          {problem ? (
            <p id={problemId} className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
          <div className={styles.formButtons}>
            <SubmitButton className="button button-primary" loading={create.loading}>
              {entryTexts.createAndAdd}
            </SubmitButton>
            <button type="button" className="button" onClick={() => close(true)}>
              {entryTexts.cancel}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** A list with a plus: "add to a list" where there is no room for the words. */
function ListIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 6h11M4 11h11M4 16h7M18 13v8M14 17h8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
