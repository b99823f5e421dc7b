import type { readPersonalRows } from './privacy.repository.ts';

type PersonalRows = NonNullable<Awaited<ReturnType<typeof readPersonalRows>>>;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * The LGPD export (art. 18 II and V): every datum the library keeps about the patron, with the wire's Portuguese
 * names, titles spelled out and money in cents. Credentials (password hash, tokens) are left out: they are secrets,
 * not data about the person.
 */
export function presentPersonalDataExport(rows: PersonalRows, exportedAt: string) {
  const { person } = rows;
  return {
    formato: 'estante-dados-pessoais/1',
    exportado_em: exportedAt,
    pessoa: {
      codigo: person.id,
      nome: person.name,
      email: person.email,
      telefone: person.phone,
      categoria: person.category_code,
      cpf: person.tax_id,
      rg: person.national_id,
      data_nascimento: person.birth_date,
      sexo: person.gender,
      nacionalidade: person.nationality,
      escolaridade: person.education,
      estado_civil: person.marital_status,
      profissao: person.job,
      logradouro: person.street,
      complemento: person.complement,
      cep: person.postal_code,
      cidade: person.city,
      bairro: person.district,
      localizacao: person.location,
      receber_email: person.receives_email === 1,
      idioma: person.language,
      bloqueado: person.blocked === 1,
      motivo_bloqueio: person.block_reason,
      cadastrado_em: person.created_at,
      atualizado_em: person.updated_at,
    },
    logins: rows.logins.map((login) => ({ usuario: login.login, base: login.base })),
    consentimentos: {
      historico_leitura: rows.consent?.reading_history === 1,
      alterado_em: rows.consent?.changed_at ?? null,
    },
    emprestimos: rows.loans.map((loan) => ({
      cod_acervo: loan.record_id,
      titulo: loan.title,
      biblioteca: loan.library,
      data_emprestimo: loan.loaned_at,
      data_devolucao_prevista: loan.due_date,
      data_devolucao: loan.returned_at,
      renovacoes: loan.renewal_count,
    })),
    reservas: rows.holds.map((hold) => ({
      cod_acervo: hold.record_id,
      titulo: hold.title,
      situacao: hold.status,
      data_reserva: hold.placed_at,
      data_liberacao: hold.released_at,
      data_cancelamento: hold.cancelled_at,
    })),
    debitos: rows.debts.map((debt) => ({
      tipo_servico: debt.service_type,
      motivo: debt.reason,
      valor_centavos: debt.amount_cents,
      desconto_centavos: debt.discount_cents,
      pago_centavos: debt.paid_cents,
      data_pagamento: debt.paid_at,
      data: debt.created_at,
    })),
    afastamentos: rows.suspensions.map((suspension) => ({
      motivo: suspension.reason,
      inicio: suspension.starts_on,
      fim: suspension.ends_on,
      suspenso_em: suspension.lifted_at,
    })),
    solicitacoes_emprestimo: rows.loanRequests.map((request) => ({
      protocolo: request.protocol,
      titulo: request.title,
      situacao: request.status,
      telefone: request.phone || null,
      email: request.email || null,
      endereco_entrega: request.delivery_address,
      pessoa_autorizada: request.authorised_person,
      data: request.requested_at,
      data_conclusao: request.concluded_at,
    })),
    solicitacoes_servico: rows.serviceRequests.map((request) => ({
      protocolo: request.protocol,
      tipo: request.kind,
      situacao: request.status,
      dados: parseJson(request.payload_json),
      resposta: request.reply,
      data: request.created_at,
      data_conclusao: request.concluded_at,
    })),
    comentarios: rows.comments.map((comment) => ({
      titulo: comment.title,
      texto: comment.text,
      situacao: comment.status,
      data: comment.created_at,
    })),
    comentarios_gerais: rows.generalComments.map((comment) => ({ texto: comment.text, data: comment.created_at })),
    sugestoes_aquisicao: rows.suggestions.map((suggestion) => ({
      titulo: suggestion.title,
      autor: suggestion.author,
      editor: suggestion.publisher,
      situacao: suggestion.status,
      data: suggestion.created_at,
    })),
    alertas: rows.alerts.map((alert) => ({
      titulo: alert.title,
      mensagem: alert.message,
      lido: alert.read === 1,
      data: alert.created_at,
    })),
    perfil_interesse: rows.interestProfile.map((item) => ({
      tipo: item.kind,
      codigo: item.code,
      descricao: item.label,
      validade: item.valid_until,
    })),
    cesta_permanente: rows.permanentBasket.map((item) => ({ cod_acervo: item.record_id, titulo: item.title })),
    declaracoes_nada_consta: rows.noDebtDeclarations.map((declaration) => ({
      codigo_verificacao: declaration.verification_code,
      data: declaration.issued_at,
    })),
    pedidos_exclusao: rows.privacyRequests.map((request) => ({
      motivo: request.reason,
      situacao: request.status,
      resposta: request.reply,
      data: request.created_at,
      data_conclusao: request.handled_at,
    })),
  };
}
