/** The landing page's texts, in Brazilian Portuguese, with the same keys as the English `HOME_TEXT`. */
export const HOME_TEXT = {
  heroSubtitle: 'Seu companheiro de segurança pessoal',
  welcomeTitle: (product: string) => `Boas-vindas ao ${product}`,
  welcomeTagline: 'Seu companheiro de segurança pessoal para situações de emergência.',
  featuresTitle: 'Recursos',
  downloadTitle: 'BAIXE AGORA',
  downloadText:
    'Baixe o app para iPhone ou Android, adicione seus heróis e se prepare antes de precisar deles.',
  appStoreLabel: 'Baixar na App Store',
  playStoreLabel: 'Disponível no Google Play',
} as const;
