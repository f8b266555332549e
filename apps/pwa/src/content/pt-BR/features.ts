// Files of their own, as in ../features.ts.
import activitiesImage from '../../assets/features/activities.svg?no-inline';
import countdownImage from '../../assets/features/countdown.svg?no-inline';
import photosImage from '../../assets/features/photos.svg?no-inline';
import switchImage from '../../assets/features/switch.svg?no-inline';
import type { Feature } from '../features';
import { FIRST_ILLUSTRATION } from '../first-illustration';

// Every illustration is drawn on the same 240×480 phone frame.
const IMAGE_SIZE = { imageWidth: 240, imageHeight: 480 } as const;

/** The five features of the landing page, in Brazilian Portuguese, in the spec's order. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'heroes',
    title: 'Contatos de emergência (Heróis)',
    description:
      'Escolha as pessoas em quem você confia como seus heróis. Em uma emergência, cada um deles recebe uma mensagem de texto com um código de 6 caracteres para consultar onde você está.',
    image: FIRST_ILLUSTRATION,
    imageAlt:
      'Tela de um celular com uma lista de três heróis, cada um com uma marca de verificação, acima de uma mensagem de texto que mostra um código de acesso de 6 caracteres.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-heroes)',
  },
  {
    id: 'activities',
    title: 'Atividades',
    description:
      'Antes de sair, anote com quem você está, o que está fazendo e onde, para que seus heróis saibam por onde começar a procurar.',
    image: activitiesImage,
    imageAlt:
      'Tela de um celular mostrando uma atividade com quem, o quê e onde preenchidos, um horário de início e um botão grande para começar.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-activities)',
  },
  {
    id: 'countdown',
    title: 'Temporizador de segurança',
    description:
      'Ative um temporizador de segurança para voltar a pé para casa ou para um primeiro encontro. Sua localização só é compartilhada enquanto ele está ativo, e só o seu PIN pode pará-lo.',
    image: countdownImage,
    imageAlt:
      'Tela de um celular com o anel do temporizador em 14:59 e um marcador de localização, acima de um campo de PIN com dois de quatro dígitos digitados e um teclado numérico.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-countdown)',
  },
  {
    id: 'photos',
    title: 'Fotos',
    description:
      'Adicione uma foto recente sua para que seus heróis saibam exatamente quem procurar. Eles só a veem em uma emergência.',
    image: photosImage,
    imageAlt:
      'Tela de um celular mostrando uma foto de retrato com um botão de câmera e uma chave com um escudo, ativada, para compartilhar a foto com os heróis.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-photos)',
  },
  {
    id: 'switch',
    title: 'Botão de emergência',
    description:
      'Com um só toque, você avisa seus heróis e envia sua localização e as últimas informações que compartilhou, e um botão rápido liga para o 911.',
    image: switchImage,
    imageAlt:
      'Tela de um celular com um grande botão vermelho de emergência, um mapa com um marcador sendo enviado a três heróis e um botão verde para ligar para o 911.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-switch)',
  },
];
