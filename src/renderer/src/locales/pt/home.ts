import type { Catalogue } from '#i18n/namespaces';

export default {
  'hero.title': 'Sobre o que você está curioso hoje?',
  'hero.subtitle': 'Tire suas dúvidas ao vivo com especialistas bem avaliados.',
  'search.placeholder': 'Curioso sobre algo? Pergunte…',
  'search.skill': 'Habilidade',
  'search.allSkills': 'Todas as habilidades',
  'trending': 'Em alta:',
  'strip.software': 'Especialistas por software',
  'strip.skill': 'Especialistas por habilidade',
  'seeMore': 'Ver mais',
  'seeMore.software': 'Ver mais softwares',
  'seeMore.skill': 'Ver mais habilidades',
  'soon.title': 'Em breve!!',
  'soon.signedOut': 'Cadastre-se já para ser avisado primeiro quando estivermos no AR',
  'soon.signUp': 'Cadastrar',
  'soon.signedIn': 'Parabéns! Você está na lista antecipada: avisaremos você primeiro quando estivermos no AR.',
  'soon.saveFailed': 'Não conseguimos guardar seu lugar na lista antecipada.',
} satisfies Catalogue;
