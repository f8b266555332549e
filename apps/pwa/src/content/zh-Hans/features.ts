// Files of their own, as in ../features.ts.
import activitiesImage from '../../assets/features/activities.svg?no-inline';
import countdownImage from '../../assets/features/countdown.svg?no-inline';
import photosImage from '../../assets/features/photos.svg?no-inline';
import switchImage from '../../assets/features/switch.svg?no-inline';
import type { Feature } from '../features';
import { FIRST_ILLUSTRATION } from '../first-illustration';

// Every illustration is drawn on the same 240×480 phone frame.
const IMAGE_SIZE = { imageWidth: 240, imageHeight: 480 } as const;

/** The five features of the landing page, in Chinese, in the spec's order. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'heroes',
    title: '紧急联系人（守护者）',
    description:
      '选择您信任的人作为您的守护者。发生紧急情况时，每位守护者都会收到一条短信，其中有一个6位访问码，可用来查询您的位置。',
    image: FIRST_ILLUSTRATION,
    imageAlt: '手机屏幕上列出三位守护者，每位旁边都有一个对勾，下方是一条显示6位访问码的短信。',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-heroes)',
  },
  {
    id: 'activities',
    title: '活动',
    description: '出门前，记下您和谁在一起、在做什么、在哪里，让守护者知道从哪里开始找您。',
    image: activitiesImage,
    imageAlt:
      '手机屏幕上显示一项活动，已填好和谁在一起、在做什么和在哪里，还有开始时间和一个大大的开始按钮。',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-activities)',
  },
  {
    id: 'countdown',
    title: '安全计时器',
    description:
      '步行回家或第一次约会时，设置一个安全计时器。只有在计时期间才会共享您的位置，而且只有您的 PIN 码才能停止计时。',
    image: countdownImage,
    imageAlt:
      '手机屏幕上的倒计时圆环显示14:59，旁边有一个位置标记，下方是已输入四位中两位的 PIN 码输入框和数字键盘。',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-countdown)',
  },
  {
    id: 'photos',
    title: '照片',
    description: '添加一张您的近照，让守护者确切知道要找的是谁。只有在紧急情况下他们才能看到这张照片。',
    image: photosImage,
    imageAlt: '手机屏幕上显示一张人像照片和一个相机按钮，以及一个已打开的盾牌开关，用于与守护者分享照片。',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-photos)',
  },
  {
    id: 'switch',
    title: '紧急求助按钮',
    description:
      '只需按一下，即可通知您的守护者，并发送您的位置和您最近分享的信息；还有一个快捷按钮可直接拨打911。',
    image: switchImage,
    imageAlt:
      '手机屏幕上有一个红色的大紧急求助按钮、一张带有位置标记并正发送给三位守护者的地图，以及一个拨打911的绿色按钮。',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-switch)',
  },
];
