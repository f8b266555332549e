// Written by src/build-plugins/messages-plugin.ts from src/messages/*/*.json and the contract's messages: edit those, not this.

declare module 'words:admin-inbox' {
  const words: {
    readonly checking: string;
    readonly signedInAs: string;
    readonly signOut: string;
    readonly filters: string;
    readonly filterNames: {
      readonly open: string;
      readonly handled: string;
      readonly all: string;
    };
    readonly listHeadings: {
      readonly open: string;
      readonly handled: string;
      readonly all: string;
    };
    readonly loading: string;
    readonly empty: string;
    readonly loadMore: string;
    readonly handledBadge: string;
    readonly back: string;
    readonly from: string;
    readonly received: string;
    readonly status: string;
    readonly open: string;
    readonly handled: string;
    readonly reply: string;
    readonly markHandled: string;
    readonly markOpen: string;
    readonly delete: string;
    readonly confirmTitle: string;
    readonly confirmText: string;
    readonly confirmDelete: string;
    readonly cancel: string;
    readonly deleted: string;
    readonly notFound: string;
    readonly failure: string;
  };
  export default words;
}

declare module 'words:admin-login' {
  const words: {
    readonly username: string;
    readonly password: string;
    readonly submit: string;
    readonly submitting: string;
    readonly invalidCredentials: string;
    readonly failure: string;
    readonly tooManyAttempts: string;
    readonly tooManyAttemptsFor: (values: { readonly wait: string | number }) => string;
    readonly wait: {
      readonly oneMinute: string;
      readonly minutes: (values: { readonly count: number }) => string;
    };
    readonly fields: {
      readonly username: {
        readonly required: string;
        readonly tooLong: string;
      };
      readonly password: {
        readonly required: string;
        readonly tooLong: string;
      };
    };
  };
  export default words;
}

declare module 'words:alerts' {
  const words: {
    readonly turnOn: string;
    readonly turningOn: string;
    readonly on: string;
    readonly stop: string;
    readonly stopping: string;
    readonly stopped: string;
    readonly refused: string;
    readonly unavailable: string;
    readonly failed: string;
    readonly stopFailed: string;
    readonly listHeading: string;
    readonly listItem: (values: { readonly code: string | number }) => string;
    readonly addToHomeScreen: string;
  };
  export default words;
}

declare module 'words:answers' {
  const words: {
    readonly heading: string;
    readonly nameLabel: string;
    readonly nameHint: string;
    readonly nameProblems: {
      readonly invisible: string;
      readonly marks: string;
      readonly blank: string;
      readonly tooLong: (values: { readonly max: number }) => string;
    };
    readonly buttons: {
      readonly seen: string;
      readonly "on-the-way": string;
      readonly "called-emergency-services": string;
      readonly here: string;
    };
    readonly distance: {
      readonly share: string;
      readonly update: string;
      readonly takeBack: string;
      readonly modeLegend: string;
      readonly modes: {
        readonly foot: string;
        readonly car: string;
      };
      readonly hint: string;
      readonly hintNamed: (values: { readonly person: string | number }) => string;
      readonly refusedTitle: string;
      readonly noPosition: string;
      readonly tooFar: (values: { readonly km: string | number }) => string;
      readonly tooFarNamed: (values: { readonly km: string | number; readonly person: string | number }) => string;
    };
    readonly freshPosition: {
      readonly ask: string;
      readonly agoSeconds: (values: { readonly seconds: number }) => string;
      readonly agoMinutes: (values: { readonly minutes: number }) => string;
      readonly unnamedHero: string;
      readonly waiting: (values: { readonly who: string | number; readonly ago: string | number }) => string;
      readonly waitingNamed: (values: { readonly who: string | number; readonly ago: string | number; readonly person: string | number }) => string;
      readonly answered: (values: { readonly ago: string | number }) => string;
      readonly saidWaiting: (values: { readonly who: string | number }) => string;
      readonly saidWaitingNamed: (values: { readonly who: string | number; readonly person: string | number }) => string;
      readonly saidAnswered: string;
      readonly declined: string;
      readonly declinedNamed: (values: { readonly person: string | number }) => string;
      readonly unanswered: string;
      readonly unansweredNamed: (values: { readonly person: string | number }) => string;
      readonly failureTitle: string;
      readonly refusals: {
        readonly hero: string;
        readonly status: string;
        readonly pending: string;
      };
    };
    readonly viewers: (values: { readonly count: number }) => string;
    readonly viewersNamed: (values: { readonly count: number; readonly person: string | number }) => string;
    readonly failureTitle: string;
    readonly refusals: {
      readonly full: (values: { readonly count: number }) => string;
      readonly "client-full": (values: { readonly count: number }) => string;
      readonly "network-full": (values: { readonly count: number }) => string;
    };
  };
  export default words;
}

declare module 'words:emergency' {
  const words: {
    readonly opensInNewTab: string;
    readonly calls: (values: { readonly number: string | number; readonly country: string | number }) => string;
    readonly callsWithoutCountry: (values: { readonly number: string | number }) => string;
    readonly change: string;
    readonly countryLabel: string;
    readonly countryNotChosen: string;
    readonly expired: {
      readonly notStopped: string;
      readonly tryCallingOrMessaging: string;
      readonly tryCallingOrMessagingNamed: (values: { readonly name: string | number }) => string;
      readonly tryCalling: string;
      readonly tryCallingNamed: (values: { readonly name: string | number }) => string;
      readonly call: (values: { readonly number: string | number }) => string;
    };
    readonly dispatcher: {
      readonly heading: string;
      readonly stepsHeading: string;
      readonly copy: string;
      readonly copied: string;
      readonly copyFailed: string;
      readonly share: string;
      readonly shareTitle: string;
    };
    readonly brief: {
      readonly who: (values: { readonly name: string | number }) => string;
      readonly at: (values: { readonly time: string | number; readonly hour: number }) => string;
      readonly atOnDay: (values: { readonly time: string | number; readonly day: string | number; readonly hour: number }) => string;
      readonly emergencyAt: (values: { readonly at: string | number; readonly ago: string | number }) => string;
      readonly emergency: string;
      readonly expiredAt: (values: { readonly at: string | number; readonly ago: string | number }) => string;
      readonly expired: string;
      readonly active: string;
      readonly ago: (values: { readonly elapsed: string | number }) => string;
      readonly place: (values: { readonly place: string | number }) => string;
      readonly position: {
        readonly plain: (values: { readonly coordinates: string | number }) => string;
        readonly withAccuracy: (values: { readonly coordinates: string | number; readonly accuracy: string | number }) => string;
        readonly withTaken: (values: { readonly coordinates: string | number; readonly taken: string | number }) => string;
        readonly withAccuracyAndTaken: (values: { readonly coordinates: string | number; readonly accuracy: string | number; readonly taken: string | number }) => string;
      };
      readonly accuracy: (values: { readonly meters: string | number }) => string;
      readonly taken: (values: { readonly ago: string | number }) => string;
      readonly phone: (values: { readonly number: string | number }) => string;
      readonly wrote: (values: { readonly info: string | number }) => string;
      readonly doing: (values: { readonly what: string | number }) => string;
      readonly with: (values: { readonly who: string | number }) => string;
      readonly battery: (values: { readonly percent: string | number }) => string;
      readonly batteryCharging: (values: { readonly percent: string | number }) => string;
      readonly elsewhere: string;
      readonly elsewhereInCity: (values: { readonly city: string | number }) => string;
      readonly ownNumber: string;
    };
    readonly steps: {
      readonly call: (values: { readonly number: string | number }) => string;
      readonly sayWhere: string;
      readonly stayOnLine: string;
      readonly texts: {
        readonly "some-areas": (values: { readonly number: string | number }) => string;
        readonly registered: (values: { readonly number: string | number }) => string;
        readonly no: (values: { readonly number: string | number }) => string;
      };
      readonly notAlone: string;
      readonly tellHeroes: string;
    };
  };
  export default words;
}

declare module 'words:feedback' {
  const words: {
    readonly heading: string;
    readonly intro: string;
    readonly name: string;
    readonly email: string;
    readonly subject: string;
    readonly message: string;
    readonly submit: string;
    readonly submitting: string;
    readonly failureTitle: string;
    readonly thankYouHeading: string;
    readonly thankYou: string;
    readonly sendMore: string;
    readonly offlineWhat: string;
    readonly fields: {
      readonly name: {
        readonly required: string;
        readonly tooLong: string;
      };
      readonly email: {
        readonly required: string;
        readonly invalid: string;
        readonly tooLong: string;
      };
      readonly subject: {
        readonly required: string;
        readonly tooLong: string;
      };
      readonly body: {
        readonly required: string;
        readonly tooLong: string;
      };
      readonly controlCharacters: string;
    };
    readonly failures: {
      readonly authentication: string;
      readonly network: string;
      readonly server: string;
      readonly unavailable: string;
      readonly timeout: string;
      readonly other: (values: { readonly message: string | number }) => string;
      readonly unknown: string;
    };
  };
  export default words;
}

declare module 'words:home' {
  const words: {
    readonly heroSubtitle: string;
    readonly welcomeTitle: (values: { readonly product: string | number }) => string;
    readonly welcomeTagline: string;
    readonly featuresTitle: string;
    readonly downloadTitle: string;
    readonly downloadText: string;
    readonly appStoreLabel: string;
    readonly playStoreLabel: string;
    readonly features: {
      readonly heroes: {
        readonly title: string;
        readonly description: string;
        readonly imageAlt: string;
      };
      readonly activities: {
        readonly title: string;
        readonly description: string;
        readonly imageAlt: string;
      };
      readonly countdown: {
        readonly title: string;
        readonly description: string;
        readonly imageAlt: string;
      };
      readonly photos: {
        readonly title: string;
        readonly description: string;
        readonly imageAlt: string;
      };
      readonly switch: {
        readonly title: string;
        readonly description: string;
        readonly imageAlt: string;
      };
    };
  };
  export default words;
}

declare module 'words:legal' {
  const words: {
    readonly privacy: string;
    readonly eula: string;
    readonly optin: string;
  };
  export default words;
}

declare module 'words:lookup' {
  const words: {
    readonly heading: string;
    readonly emergencyAdvice: string;
    readonly codeLabel: string;
    readonly codeHint: string;
    readonly codePlaceholder: string;
    readonly submit: string;
    readonly failureTitle: string;
    readonly wrongCode: (values: { readonly hours: number }) => string;
    readonly refreshFailureTitle: string;
    readonly ended: string;
    readonly beforeEnded: string;
    readonly forget: string;
    readonly stateChanged: (values: { readonly statusLine: string | number }) => string;
    readonly emergencyOn: (values: { readonly time: string | number; readonly hour: number }) => string;
    readonly emergencyOnNamed: (values: { readonly name: string | number; readonly time: string | number; readonly hour: number }) => string;
    readonly positionChanged: (values: { readonly time: string | number; readonly hour: number }) => string;
    readonly positionChangedNamed: (values: { readonly name: string | number; readonly time: string | number; readonly hour: number }) => string;
    readonly offline: {
      readonly waiting: (values: { readonly every: string | number }) => string;
      readonly waitingNamed: (values: { readonly name: string | number; readonly every: string | number }) => string;
      readonly idle: string;
      readonly call: (values: { readonly number: string | number }) => string;
    };
    readonly unreachable: (values: { readonly every: string | number }) => string;
    readonly errors: {
      readonly notFound: string;
      readonly ended: string;
      readonly tooManyAttempts: string;
      readonly tooManyAttemptsFor: (values: { readonly wait: string | number }) => string;
      readonly unavailable: string;
      readonly unreachable: string;
      readonly wait: {
        readonly oneMinute: string;
        readonly minutes: (values: { readonly count: number }) => string;
      };
    };
    readonly codeProblems: {
      readonly required: string;
      readonly invalid: string;
      readonly withU: string;
    };
  };
  export default words;
}

declare module 'words:lookup-end' {
  const words: {
    readonly heading: (values: { readonly name: string | number }) => string;
    readonly stoppedAt: (values: { readonly time: string | number; readonly hour: number }) => string;
    readonly stoppedAtNamed: (values: { readonly name: string | number; readonly time: string | number; readonly hour: number }) => string;
    readonly notSafe: string;
    readonly stopped: string;
  };
  export default words;
}

declare module 'words:lookup-result' {
  const words: {
    readonly submitting: string;
    readonly resultHeading: string;
    readonly namedHeading: {
      readonly emergency: (values: { readonly name: string | number }) => string;
      readonly other: (values: { readonly name: string | number }) => string;
    };
    readonly photoAlt: string;
    readonly photoAltNamed: (values: { readonly name: string | number }) => string;
    readonly lastReported: (values: { readonly time: string | number; readonly elapsed: string | number }) => string;
    readonly lastReportedNamed: (values: { readonly name: string | number; readonly time: string | number; readonly elapsed: string | number }) => string;
    readonly silent: (values: { readonly elapsed: string | number }) => string;
    readonly silentNamed: (values: { readonly name: string | number; readonly elapsed: string | number }) => string;
    readonly connection: {
      readonly connecting: string;
      readonly live: string;
      readonly waiting: string;
      readonly waitingNamed: (values: { readonly name: string | number }) => string;
      readonly retrying: (values: { readonly every: string | number }) => string;
      readonly retryingUnreachable: (values: { readonly every: string | number }) => string;
      readonly retryingExpired: string;
    };
    readonly call: (values: { readonly number: string | number }) => string;
    readonly localEmergencyNumber: string;
    readonly directions: string;
    readonly callPerson: string;
    readonly callPersonNamed: (values: { readonly name: string | number }) => string;
    readonly messagePerson: string;
    readonly messagePersonNamed: (values: { readonly name: string | number }) => string;
  };
  export default words;
}

declare module 'words:manifest' {
  const words: {
    readonly name: (values: { readonly product: string | number }) => string;
    readonly description: (values: { readonly product: string | number }) => string;
    readonly lookupShortcut: {
      readonly name: string;
      readonly shortName: string;
      readonly description: string;
    };
    readonly feedbackShortcut: {
      readonly name: string;
      readonly description: string;
    };
    readonly screenshots: {
      readonly narrow: string;
      readonly wide: string;
    };
  };
  export default words;
}

declare module 'words:map' {
  const words: {
    readonly mapLabel: string;
    readonly showCurrent: string;
    readonly near: (values: { readonly street: string | number }) => string;
    readonly nearCrossing: (values: { readonly street: string | number; readonly crossing: string | number; readonly crossingSound: string }) => string;
    readonly lastKnown: string;
    readonly accuracy: (values: { readonly distance: string | number }) => string;
    readonly ago: (values: { readonly elapsed: string | number }) => string;
    readonly moved: (values: { readonly distance: string | number; readonly span: string | number }) => string;
    readonly trail: (values: { readonly count: number; readonly countText: string | number }) => string;
    readonly noStreetMap: string;
  };
  export default words;
}

declare module 'words:no-script' {
  const words: {
    readonly text: string;
  };
  export default words;
}

declare module 'words:offer' {
  const words: {
    readonly offer: string;
    readonly dismiss: string;
  };
  export default words;
}

declare module 'words:pushes' {
  const words: {
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
  export default words;
}

declare module 'words:site' {
  const words: {
    readonly tagline: string;
    readonly skipLink: string;
    readonly languageList: string;
    readonly nav: {
      readonly label: string;
      readonly menu: string;
      readonly home: string;
      readonly privacy: string;
      readonly accountDeletion: string;
      readonly feedback: string;
      readonly lookup: string;
      readonly adminLogin: string;
    };
    readonly footer: {
      readonly label: string;
      readonly about: string;
      readonly legal: string;
      readonly accountDeletion: string;
      readonly feedback: string;
      readonly note: string;
    };
    readonly offline: string;
    readonly needsConnection: {
      readonly title: string;
      readonly text: (values: { readonly what: string | number }) => string;
    };
    readonly routeError: {
      readonly heading: string;
      readonly title: string;
      readonly offline: string;
      readonly notLoaded: string;
      readonly unexpected: string;
      readonly tryAgain: string;
      readonly or: string;
      readonly home: string;
    };
    readonly notFound: {
      readonly title: string;
      readonly text: string;
      readonly home: string;
    };
    readonly pages: {
      readonly homeDescription: (values: { readonly product: string | number }) => string;
      readonly welcome: (values: { readonly product: string | number }) => string;
      readonly about: string;
      readonly aboutDescription: (values: { readonly product: string | number }) => string;
      readonly accountDeletion: string;
      readonly accountDeletionDescription: (values: { readonly product: string | number }) => string;
      readonly legal: string;
      readonly legalTabs: string;
      readonly lookup: string;
      readonly lookupDescription: string;
      readonly feedback: string;
      readonly feedbackDescription: (values: { readonly product: string | number }) => string;
      readonly adminLogin: string;
      readonly adminLoginSubtitle: string;
      readonly userStatus: string;
      readonly userStatusDescription: string;
      readonly adminDashboard: string;
      readonly adminDashboardDescription: string;
      readonly legalDescription: (values: { readonly product: string | number }) => string;
    };
  };
  export default words;
}

declare module 'words:status-line' {
  const words: {
    readonly emergency: string;
    readonly active: string;
    readonly expiredAt: (values: { readonly day: string | number; readonly time: string | number; readonly hour: number }) => string;
    readonly expired: string;
    readonly emergencySince: (values: { readonly time: string | number; readonly elapsed: string | number; readonly hour: number }) => string;
    readonly namedPlace: (values: { readonly place: string | number }) => string;
  };
  export default words;
}

declare module 'words:ui-home' {
  const words: {
    readonly features: {
      readonly carouselLabel: string;
      readonly carouselRole: string;
      readonly slideRole: string;
      readonly pauseRotation: string;
      readonly startRotation: string;
      readonly chooseFeature: string;
      readonly showFeature: (values: { readonly position: string | number; readonly count: string | number; readonly title: string | number }) => string;
      readonly slide: (values: { readonly position: string | number; readonly count: string | number }) => string;
      readonly expandImage: (values: { readonly title: string | number }) => string;
      readonly close: string;
    };
    readonly storeLinks: {
      readonly appStore: {
        readonly verb: string;
        readonly filler: string;
        readonly preposition: string;
        readonly store: string;
      };
      readonly googlePlay: {
        readonly verb: string;
        readonly filler: string;
        readonly preposition: string;
        readonly store: string;
      };
    };
  };
  export default words;
}

declare module 'words:ui-status' {
  const words: {
    readonly status: {
      readonly was: (values: { readonly statusLine: string | number }) => string;
      readonly callNumber: (values: { readonly phoneNumber: string | number }) => string;
      readonly notSet: string;
      readonly startTime: string;
      readonly endTime: string;
      readonly lastUpdate: string;
      readonly theirTime: (values: { readonly time: string | number }) => string;
      readonly theirTimeZone: (values: { readonly zone: string | number }) => string;
      readonly updatedAgo: (values: { readonly elapsed: string | number }) => string;
      readonly noNewPosition: (values: { readonly elapsed: string | number }) => string;
      readonly who: string;
      readonly what: string;
      readonly where: string;
      readonly photoAlt: string;
      readonly viewCurrentLocation: string;
      readonly directions: string;
      readonly viewStartLocation: string;
      readonly opensInNewTab: string;
    };
    readonly statusFacts: {
      readonly timeLeft: (values: { readonly duration: string | number }) => string;
      readonly timeLeftUnderMinute: string;
      readonly timeLeftSpoken: (values: { readonly hours: number; readonly minutes: number }) => string;
      readonly battery: (values: { readonly percent: string | number }) => string;
      readonly low: string;
      readonly charging: string;
      readonly batterySpoken: (values: { readonly percent: string | number; readonly low: string; readonly charging: string }) => string;
    };
    readonly statusLocation: {
      readonly label: string;
      readonly copy: string;
      readonly copied: string;
      readonly copyFailed: string;
      readonly accuracy: (values: { readonly distance: string | number; readonly unit: string }) => string;
      readonly accuracySpoken: (values: { readonly distance: string | number; readonly unit: string; readonly value: number }) => string;
    };
    readonly statusAnswers: {
      readonly heading: string;
      readonly none: string;
      readonly justNow: string;
      readonly ago: {
        readonly minute: (values: { readonly count: number }) => string;
        readonly hour: (values: { readonly count: number }) => string;
        readonly day: (values: { readonly count: number }) => string;
      };
    };
    readonly answerWords: {
      readonly unnamedHero: string;
      readonly unnamedPerson: string;
      readonly did: {
        readonly seen: string;
        readonly "on-the-way": string;
        readonly "called-emergency-services": string;
        readonly here: (values: { readonly person: string | number }) => string;
      };
      readonly heroDid: (values: { readonly hero: string | number; readonly did: string | number }) => string;
      readonly ownDid: {
        readonly seen: string;
        readonly "on-the-way": string;
        readonly "called-emergency-services": string;
        readonly here: (values: { readonly person: string | number }) => string;
      };
      readonly modes: {
        readonly foot: string;
        readonly car: string;
      };
      readonly estimate: (values: { readonly range: string | number; readonly mode: string | number; readonly target: string | number }) => string;
      readonly toLastKnownPosition: string;
      readonly toLastKnownPositionNamed: (values: { readonly person: string | number }) => string;
    };
  };
  export default words;
}

declare module 'words:update' {
  const words: {
    readonly available: string;
    readonly reload: string;
    readonly later: string;
    readonly offlineReady: string;
    readonly ok: string;
  };
  export default words;
}

declare module 'words:user-status' {
  const words: {
    readonly intro: string;
    readonly inputLabel: string;
    readonly inputHint: string;
    readonly parseError: (values: { readonly message: string | number }) => string;
    readonly parsed: string;
    readonly parsedHeading: string;
    readonly datesHeading: string;
    readonly datesCaption: string;
    readonly columns: {
      readonly field: string;
      readonly sent: string;
      readonly utc: string;
      readonly local: (values: { readonly zone: string | number }) => string;
    };
    readonly rawHeading: string;
  };
  export default words;
}
