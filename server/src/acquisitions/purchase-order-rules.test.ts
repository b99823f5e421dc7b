import { describe, expect, it } from 'vitest';
import { canMoveOrder, suggestionStatusForOrder } from './purchase-order-rules.ts';

describe('purchase order rules', () => {
  it('moves open → sent → received, and cancels only before it arrives', () => {
    expect(canMoveOrder('open', 'sent')).toBe(true);
    expect(canMoveOrder('open', 'received')).toBe(false);
    expect(canMoveOrder('sent', 'received')).toBe(true);
    expect(canMoveOrder('sent', 'cancelled')).toBe(true);
    expect(canMoveOrder('received', 'cancelled')).toBe(false);
    expect(canMoveOrder('cancelled', 'open')).toBe(false);
  });

  it('gives a suggestion the status its order and what arrived say', () => {
    expect(suggestionStatusForOrder('open', { quantity: 2, quantityReceived: 0 })).toBe('em_cotacao');
    expect(suggestionStatusForOrder('sent', { quantity: 2, quantityReceived: 0 })).toBe('aguardando_entrega');
    expect(suggestionStatusForOrder('received', { quantity: 2, quantityReceived: 2 })).toBe('atendida');
    expect(suggestionStatusForOrder('received', { quantity: 2, quantityReceived: 1 })).toBe('atendida_parcialmente');
    expect(suggestionStatusForOrder('received', { quantity: 2, quantityReceived: 0 })).toBe('nao_atendida');
    expect(suggestionStatusForOrder('cancelled', { quantity: 2, quantityReceived: 0 })).toBe('sugestao_compra');
  });
});
