/**
 * Raw tokens and the semantic tokens components use. Components never use raw hex values.
 */
import { defineSemanticTokens, defineTokens } from '@pandacss/dev';

export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#fff1f1' },
      100: { value: '#ffdede' },
      200: { value: '#ffc0c0' },
      500: { value: '#e3262f' },
      600: { value: '#c8102e' },
      700: { value: '#a30d25' },
      800: { value: '#7f0a1d' },
    },
    ink: {
      50: { value: '#f7f7f8' },
      100: { value: '#eeeef0' },
      200: { value: '#dcdde1' },
      300: { value: '#c2c4ca' },
      400: { value: '#9a9ca5' },
      500: { value: '#6e717c' },
      600: { value: '#50535d' },
      700: { value: '#373a42' },
      800: { value: '#24262c' },
      900: { value: '#16171b' },
    },
    gold: { 400: { value: '#f5b301' }, 500: { value: '#e09b00' } },
    leaf: { 500: { value: '#1f9d55' }, 600: { value: '#15803d' } },
    sky: { 500: { value: '#1677ff' } },
    partner: {
      momo: { value: '#a50064' },
      vnpay: { value: '#005baa' },
      napas: { value: '#0a4a9f' },
    },
  },
  fonts: {
    body: { value: "'Be Vietnam Pro', 'Be Vietnam Pro Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
  },
  sizes: {
    container: { value: '1200px' },
    notFoundImage: { value: '450px' },
    hotIcon: { value: '25px' },
  },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.ink.50}' },
      surface: { value: '#ffffff' },
      muted: { value: '{colors.ink.100}' },
      inverse: { value: '{colors.ink.900}' },
      accent: { value: '{colors.brand.600}' },
      accentSubtle: { value: '{colors.brand.50}' },
      warningSubtle: { value: '#fff7e0' },
    },
    fg: {
      default: { value: '{colors.ink.900}' },
      muted: { value: '{colors.ink.600}' },
      subtle: { value: '{colors.ink.500}' },
      inverse: { value: '#ffffff' },
      inverseMuted: { value: '{colors.ink.300}' },
      accent: { value: '{colors.brand.600}' },
      price: { value: '{colors.brand.600}' },
      success: { value: '{colors.leaf.600}' },
      /** A form's error message and the border of the control it is about. */
      error: { value: '{colors.red.600}' },
      warning: { value: '#7a5200' },
    },
    border: {
      default: { value: '{colors.ink.200}' },
      strong: { value: '{colors.ink.300}' },
      inverse: { value: '{colors.ink.700}' },
    },
    progress: { ok: { value: '{colors.brand.500}' }, failed: { value: '#ff0000' } },
    tier: { vip: { value: '{colors.gold.500}' }, super: { value: '{colors.brand.600}' } },
    rating: { filled: { value: '{colors.gold.400}' }, empty: { value: '{colors.ink.200}' } },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(22,23,27,0.06), 0 1px 3px rgba(22,23,27,0.08)' },
    raised: { value: '0 6px 24px rgba(22,23,27,0.14)' },
  },
});
