'use client';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field as fieldRecipe } from 'styled-system/recipes/field';

interface ScoreFormProps {
  readonly idPrefix: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly initial: { readonly home: number; readonly away: number } | null;
  readonly submitLabel: string;
  readonly pending: boolean;
  /** Goals as typed: null when a box does not hold a whole number (the caller decides what is valid). */
  readonly onSubmit: (score: { home: number | null; away: number | null }) => void;
  /** The refusal to show under the form, if any. */
  readonly error: string | null;
  readonly testId?: string;
}

const parseGoals = (text: string): number | null => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Two goal inputs and a button; what was typed stays when the server refuses it. */
export function ScoreForm({ idPrefix, homeTeam, awayTeam, initial, submitLabel, pending, onSubmit, error, testId }: ScoreFormProps) {
  const [home, setHome] = useState(initial ? String(initial.home) : '');
  const [away, setAway] = useState(initial ? String(initial.away) : '');
  const shown = error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ home: parseGoals(home), away: parseGoals(away) });
  };

  return (
    <form className={form} onSubmit={submit} noValidate data-testid={testId}>
      <div className={inputs}>
        <label className={field}>
          <span className={srOnly}>Số bàn {homeTeam}</span>
          <input id={`${idPrefix}-home`} className={goalInput} inputMode="numeric" value={home} onChange={(event) => setHome(event.target.value)} aria-invalid={shown !== null} maxLength={2} />
        </label>
        <span aria-hidden="true">–</span>
        <label className={field}>
          <span className={srOnly}>Số bàn {awayTeam}</span>
          <input id={`${idPrefix}-away`} className={goalInput} inputMode="numeric" value={away} onChange={(event) => setAway(event.target.value)} aria-invalid={shown !== null} maxLength={2} />
        </label>
        <button type="submit" className={button({ size: 'sm' })} disabled={pending}>
          {pending ? 'Đang gửi…' : submitLabel}
        </button>
      </div>
      {shown ? (
        <p role="alert" className={fieldStyles.error}>
          {shown}
        </p>
      ) : null}
    </form>
  );
}

const fieldStyles = fieldRecipe();
const form = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const inputs = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const field = css({ display: 'inline-flex' });
const goalInput = css({
  w: '12',
  h: '9',
  textAlign: 'center',
  fontSize: 'md',
  fontWeight: 'bold',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'bg.surface',
  '&[aria-invalid=true]': { borderColor: 'fg.accent' },
});
const srOnly = css({ srOnly: true });
