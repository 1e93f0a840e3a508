import { Button, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type CalcKey, initialCalc, press } from './calculator';

const KEYS: Array<[CalcKey, string]> = [
  ['C', 'C'], ['back', '⌫'], ['sqrt', '√'], ['/', '÷'],
  ['7', '7'], ['8', '8'], ['9', '9'], ['*', '×'],
  ['4', '4'], ['5', '5'], ['6', '6'], ['-', '−'],
  ['1', '1'], ['2', '2'], ['3', '3'], ['+', '+'],
  ['0', '0'], ['.', '.'], ['=', '='],
];

/** The on-screen calculator; its rules live in calculator.ts. */
export function Calculator() {
  const [state, setState] = useState(initialCalc);
  return (
    <Paper withBorder p="sm" w={240} data-testid="calculator">
      <TextInput value={state.display} readOnly aria-label="Calculator display" data-testid="calc-display" styles={{ input: { textAlign: 'right', fontFamily: 'monospace' } }} />
      <Text c="red" size="xs" mih={18} role="alert" data-testid="calc-error">{state.error ?? ''}</Text>
      <SimpleGrid cols={4} spacing={4}>
        {KEYS.map(([key, label]) => (
          <Button key={key} size="xs" variant={/\d|\./.test(key) ? 'default' : 'light'} onClick={() => setState((s) => press(s, key))} aria-label={`calc ${label}`} style={key === '=' ? { gridColumn: 'span 2' } : undefined}>
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
