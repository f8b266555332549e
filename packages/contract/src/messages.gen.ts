// @ts-nocheck: compiled code; its exports have the types written here.
// Written by `npm run messages` in packages/contract from messages/<locale>/<section>.json: edit those, not this.

/** The contract's messages in one language (of every argument any language takes). */
export interface ContractMessages {
  readonly pushes: {
    readonly emergency: {
      readonly body: string;
    };
    readonly emergencyOff: {
      readonly title: string;
      readonly body: string;
    };
    readonly expired: {
      readonly title: string;
      readonly body: (values: { readonly statusLine: string | number; readonly timeZone: string | number }) => string;
    };
    readonly ended: {
      readonly title: string;
      readonly body: string;
    };
  };
  readonly "status-line": {
    readonly emergency: string;
    readonly active: string;
    readonly expiredAt: (values: { readonly day: string | number; readonly time: string | number; readonly hour: number }) => string;
    readonly expired: string;
    readonly emergencySince: (values: { readonly time: string | number; readonly elapsed: string | number; readonly hour: number }) => string;
    readonly namedPlace: (values: { readonly place: string | number }) => string;
  };
}

/** The contract's `pushes` messages in English, the language the others translate. */
export const ENGLISH_PUSHES: ContractMessages["pushes"] = {"emergency":{"body":"Emergency switched on. Open the status to see where and what."},"emergencyOff":{"title":"Emergency switched off","body":"Open the status to see how things stand."},"expired":{"title":"Timer has Expired","body":(v)=>v["statusLine"]+" ("+v["timeZone"]+"). Open the status to see where."},"ended":{"title":"Status ended","body":"This status has ended."}};

/** The contract's `status-line` messages in English, the language the others translate. */
export const ENGLISH_STATUS_LINE: ContractMessages["status-line"] = {"emergency":"EMERGENCY","active":"Active","expiredAt":(v)=>"Timer has Expired at "+v["day"]+", "+v["time"],"expired":"Timer has Expired at Not set","emergencySince":(v)=>"Emergency since "+v["time"]+" ("+v["elapsed"]+" ago)","namedPlace":(v)=>"At: "+v["place"]+" (the place they named)"};

const TRANSLATIONS = {
"es": () => (/* @__PURE__ */ (() => {
const cardinal=new Intl.PluralRules("es");
const plural=(n,forms)=>forms["="+n]??forms[cardinal.select(n)]??forms.other;
return {"pushes":{"emergency":{"body":"Emergencia activada. Abre el estado para ver dónde y qué ocurre."},"emergencyOff":{"title":"Emergencia desactivada","body":"Abre el estado para ver cómo están las cosas."},"expired":{"title":"El temporizador expiró","body":(v)=>v["statusLine"]+" ("+v["timeZone"]+"). Abre el estado para ver dónde."},"ended":{"title":"Estado finalizado","body":"Este estado ha finalizado."}},"status-line":{"emergency":"EMERGENCIA","active":"Activo","expiredAt":(v)=>"El temporizador expiró "+plural(v["hour"],{"one":"a la "+v["time"],"other":"a las "+v["time"]})+" del "+v["day"],"expired":"El temporizador expiró (hora de fin sin definir)","emergencySince":(v)=>"Emergencia desde las "+v["time"]+" (hace "+v["elapsed"]+")","namedPlace":(v)=>"En: "+v["place"]+" (el lugar que indicó)"}};
})()),
"fr": () => ({"pushes":{"emergency":{"body":"Urgence activée. Ouvrez le statut pour voir où se trouve la personne et ce qui se passe."},"emergencyOff":{"title":"Urgence désactivée","body":"Ouvrez le statut pour voir où en est la situation."},"expired":{"title":"Le minuteur de sécurité a expiré","body":(v)=>v["statusLine"]+" ("+v["timeZone"]+"). Ouvrez le statut pour voir où se trouve la personne."},"ended":{"title":"Statut terminé","body":"Ce statut est terminé."}},"status-line":{"emergency":"URGENCE","active":"Actif","expiredAt":(v)=>"Le minuteur a expiré le "+v["day"]+" à "+v["time"],"expired":"Le minuteur a expiré (heure de fin non définie)","emergencySince":(v)=>"Urgence depuis "+v["time"]+" (il y a "+v["elapsed"]+")","namedPlace":(v)=>"Lieu : "+v["place"]+" (indiqué par la personne)"}}),
"pt-BR": () => (/* @__PURE__ */ (() => {
const cardinal=new Intl.PluralRules("pt-BR");
const plural=(n,forms)=>forms["="+n]??forms[cardinal.select(n)]??forms.other;
return {"pushes":{"emergency":{"body":"Emergência ativada. Abra o status para ver onde e o que está acontecendo."},"emergencyOff":{"title":"Emergência desativada","body":"Abra o status para ver como estão as coisas."},"expired":{"title":"O temporizador expirou","body":(v)=>v["statusLine"]+" ("+v["timeZone"]+"). Abra o status para ver onde."},"ended":{"title":"Status encerrado","body":"Este status foi encerrado."}},"status-line":{"emergency":"EMERGÊNCIA","active":"Ativo","expiredAt":(v)=>"O temporizador expirou em "+v["day"]+", "+plural(v["hour"],{"one":"à "+v["time"],"other":"às "+v["time"]}),"expired":"O temporizador expirou (horário de término não definido)","emergencySince":(v)=>"Emergência desde "+plural(v["hour"],{"one":"a "+v["time"],"other":"as "+v["time"]})+" (há "+v["elapsed"]+")","namedPlace":(v)=>"Em: "+v["place"]+" (local informado pela pessoa)"}};
})()),
"ar": () => ({"pushes":{"emergency":{"body":"تم تفعيل وضع الطوارئ. افتح الحالة لمعرفة المكان وما يحدث."},"emergencyOff":{"title":"تم إيقاف وضع الطوارئ","body":"افتح الحالة لمعرفة آخر المستجدات."},"expired":{"title":"انتهى مؤقت الأمان","body":(v)=>v["statusLine"]+" (⁨"+v["timeZone"]+"⁩). افتح الحالة لمعرفة المكان."},"ended":{"title":"انتهت الحالة","body":"انتهت هذه الحالة."}},"status-line":{"emergency":"طوارئ","active":"نشط","expiredAt":(v)=>"انتهى مؤقت الأمان في "+v["day"]+" الساعة "+v["time"],"expired":"انتهى مؤقت الأمان (وقت الانتهاء غير محدد)","emergencySince":(v)=>"طوارئ منذ "+v["time"]+" (قبل "+v["elapsed"]+")","namedPlace":(v)=>"في: "+v["place"]+" (المكان الذي ذكره)"}}),
"zh-Hans": () => ({"pushes":{"emergency":{"body":"对方发出了紧急求助。请打开状态查看对方的位置和详情。"},"emergencyOff":{"title":"紧急求助已解除","body":"请打开状态查看最新情况。"},"expired":{"title":"安全计时器已到期","body":(v)=>v["statusLine"]+"（"+v["timeZone"]+"）。请打开状态查看对方的位置。"},"ended":{"title":"状态已结束","body":"此状态已结束。"}},"status-line":{"emergency":"紧急求助","active":"进行中","expiredAt":(v)=>"安全计时器已于"+v["day"]+" "+v["time"]+"到期","expired":"安全计时器已到期（未设置结束时间）","emergencySince":(v)=>"紧急求助始于"+v["time"]+"（"+v["elapsed"]+"前）","namedPlace":(v)=>"地点："+v["place"]+"（对方填写的地点）"}}),
};

/** The contract's messages in another language than English, made at each call. */
export const translatedMessages = (locale: "es" | "fr" | "pt-BR" | "ar" | "zh-Hans"): ContractMessages => TRANSLATIONS[locale]();
