// Deutsch: dieselben Schlüssel wie en.js, für deutschsprachige Spielerinnen und Spieler geschrieben (du).
// Die Sätze aus den Fakten des Servers werden hier gebaut; nichts vom Server erscheint roh.
import {
  badgeName, cardName, counted, formatClock, formatDate, listOr, modeLabel, monthTitle, num, periodName, weekdays,
} from "../i18n.js";

// "1 Zug", "2 Züge": beide Formen stehen immer da.
export function count(n, one, other = one) {
  return counted(n, one, other);
}

const tenths = new Intl.NumberFormat("de", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const S = {
  brand: "Montana",
  // Deutsche Blätter drucken Bube, Dame, König und Ass.
  rankLetters: { J: "B", Q: "D", K: "K", A: "A" },
  tagline: "Montana-Solitär",
  nav: { play: "Tisch", new: "Neues Spiel", leaderboards: "Bestenlisten", profile: "Profil", help: "Hilfe", menu: "Menü", close: "Menü schließen" },
  hud: {
    label: "Spielstand", mode: "Variante", sequence: "In Folge", moves: "Züge", redeals: "Neu verteilen", score: "Punkte",
    time: "Zeit", timeLeft: "Restzeit", unlimited: "Unbegrenzt",
  },
  controls: {
    label: "Spielsteuerung",
    undo: "Zurück", hint: "Tipp", redeal: "Neu verteilen", resign: "Aufgeben", soundOn: "Ton an", soundOff: "Ton aus",
    volume: "Lautstärke", highlight: "Züge zeigen", more: "Mehr",
  },
  board: {
    label: "Das Spielfeld: vier Reihen Karten",
    replayLabel: "Das Spielfeld bei diesem Schritt",
    gap: "Lücke",
    deadGap: "tote Lücke: bis zum Neuverteilen passt nichts hinein",
    inSequence: "in Folge",
    stuck: "Keine Karte kann ziehen: verteile neu oder gib auf.",
    deckLabel: (left) => (left === null ? "Stapel: unbegrenzt neu verteilen" : `Stapel: noch ${count(left, "Neuverteilung", "Neuverteilungen")}`),
    deckEmpty: "Stapel: keine Neuverteilung mehr",
  },
  confirm: {
    cancel: "Abbrechen",
    ok: "Ja",
    title: "Bist du sicher?",
    redeal: (moves, left) =>
      `${count(moves, "Karte kann", "Karten können")} noch ziehen. Beim Neuverteilen werden alle Karten außerhalb deiner Folgen eingesammelt und neu ausgeteilt, und die Züge dieser Verteilung lassen sich nicht mehr zurücknehmen. ${left === null ? "Hier darfst du beliebig oft neu verteilen." : `Danach bleiben ${count(left - 1, "Neuverteilung", "Neuverteilungen")}.`}`,
    redealTitle: "Jetzt neu verteilen?",
    redealYes: "Neu verteilen",
    leaveTitle: "Dieses Spiel verlassen?",
    leave: (game) =>
      game.kind === "race" ? S.races.leaveForGame : game.ranked
        ? `Gewertete Spiele spielst du eins nach dem anderen: dein laufendes Spiel (${modeLabel(game)}, ${count(game.moves, "Zug", "Züge")}) endet als Niederlage und zählt in deiner Statistik.`
        : "Dein laufendes Übungsspiel endet, wenn du ein neues beginnst.",
    leaveYes: "Beenden und starten",
    endsTitle: "Dieser Zug verliert das Spiel",
    ends: "Nach diesem Zug kann keine Karte mehr ziehen und du kannst nicht mehr neu verteilen: Das Spiel endet als Niederlage. Trotzdem ziehen?",
    endsYes: "Ziehen und verlieren",
    resignTitle: "Dieses Spiel aufgeben?",
    resign: (game) => (game.kind === "race" ? S.races.resignText
      : game.ranked ? "Es zählt als Niederlage in deiner Statistik." : "Es ist ein Übungsspiel: Es zählt nirgends."),
    resignYes: "Aufgeben",
    assistedTitle: "Einen Tipp nehmen?",
    assisted: "Mit einem Tipp fällt dieses gewertete Spiel aus den Bestenlisten. In Statistik und Medaillen zählt es weiter.",
    assistedYes: "Tipp zeigen",
    tutorialTitle: "Die Anleitung starten?",
    tutorial: (game) =>
      game.time_left_ms !== null
        ? "Dein laufendes Express-Spiel wartet auf dich, aber seine Uhr läuft weiter."
        : "Dein laufendes Spiel wartet auf dich; nach der Anleitung geht es dort weiter. Seine Uhr läuft weiter.",
    tutorialYes: "Anleitung starten",
  },
  modes: {
    "classic@1": { name: "Klassisch", about: "Vier Reihen zu dreizehn, zweimal neu verteilen, keine Uhr." },
    "relaxed@1": { name: "Entspannt", about: "Beliebig oft neu verteilen, und mögliche Züge lassen sich zeigen." },
    "express@1": { name: "Express", about: "Drei Minuten auf der Uhr: Hol so viele Punkte wie möglich." },
    "blue-moon@1": { name: "Blue Moon", about: "Die Asse beginnen jede Reihe: vier Reihen zu vierzehn." },
  },
  kinds: { daily: "Tagesspiel", campaign: (level) => `Feldzug, Station ${level}`, practice: "Übung", winnable: "Lösbares Spiel" },
  newGame: {
    title: "Neues Spiel",
    modes: "Wähle ein Spiel",
    winnable: "Ein lösbares Spiel",
    winnableAbout: "Klassisch, nachweislich ohne Neuverteilen lösbar; die Bestmarke siehst du am Ende.",
    daily: "Das Tagesspiel",
    dailyAbout: (date) => `${formatDate(date)}: dieselbe klassische Verteilung für alle, ein Versuch für jeden.`,
    dailyPlay: "Heutiges Spiel spielen",
    dailyResume: "Heutiges Spiel fortsetzen",
    dailyPlayed: (game) => `Du hast das heutige Spiel gespielt: ${outcome(game)}.`,
    dailyReplay: "Dein Spiel ansehen",
    dailyTomorrow: "Um Mitternacht (UTC) kommt ein neues Tagesspiel.",
    practice: "Üben mit einem Startwert",
    practiceAbout: "Jedes Wort und jede Zahl ergibt immer dasselbe Spielfeld; Übungsspiele zählen nirgends.",
    seed: "Startwert",
    rules: "Variante",
    deal: "Austeilen",
    tutorial: "Spielen lernen",
    tutorialAbout: "Eine Lektion von zwei Minuten an einem Lehrspiel.",
    resume: "Zurück zu deinem Spiel",
    inPlay: (mode, moves, score) => `${mode}: ${count(moves, "Zug", "Züge")}, ${num(score)} Punkte.`,
    dailyFairPlay: (commitment, yesterday) => `Das heutige Spiel steht im Voraus fest: sein Fingerabdruck (SHA-256) ist ${commitment}. Der Startwert wird morgen verraten; der von gestern war ${yesterday}.`,
  },
  calendar: {
    title: "Kalender der Tagesspiele",
    open: "Kalender",
    openAbout: "Das Spiel jedes Tages, deine Ergebnisse und Medaillen, und vergangene Spiele zum Üben.",
    month: (iso) => monthTitle(iso),
    previous: "Voriger Monat",
    next: "Nächster Monat",
    weekdays: weekdays("short"),
    weekdayNames: weekdays("long"),
    gridLabel: (iso) => `Die Tagesspiele im ${S.calendar.month(iso)}`,
    wonDays: (won, played) => `${count(won, "Tag", "Tage")} gewonnen von ${count(played, "Tag", "Tagen")} gespielt in diesem Monat.`,
    medalNow: (medal) => `Medaille dieses Monats: ${badgeName(medal)}.`,
    medalNext: (next, won) => `Noch ${count(next.days_won - won, "gewonnener Tag", "gewonnene Tage")} bis ${badgeName(next.medal)}.`,
    medalsAbout: (medals) => `Monatsmedaillen nach gewonnenen Tagen: ${medals.map((m) => `${badgeName(m.medal)} ${num(m.days_won)}`).join(", ")}.`,
    dayLabel: (day, today) => {
      const parts = [formatDate(day.date)];
      if (day.date === today) parts.push("heute");
      if (day.my_game) parts.push(day.my_game.status === "playing" ? "läuft" : day.my_game.status === "won" ? `gewonnen in ${formatClock(day.my_game.elapsed_ms)}` : "verloren");
      if (day.my_game?.badge) parts.push(`Medaille ${badgeName(day.my_game.badge)}`);
      if (!day.my_game && day.date < today) parts.push("nicht gespielt");
      if (day.practice) parts.push(`${count(day.practice.games, "Mal", "Mal")} geübt`);
      if (day.date > today) parts.push("kommt noch");
      return parts.join(", ");
    },
    yourGame: "Dein Spiel",
    notPlayed: "Das Spiel dieses Tages hast du nicht gespielt.",
    notYet: "Das Spiel dieses Tages kommt noch.",
    todayOpen: "Das heutige Spiel ist bis Mitternacht (UTC) offen.",
    played: (game) => `${game.status === "won" ? `gewonnen in ${formatClock(game.elapsed_ms)}` : game.status === "playing" ? `läuft seit ${formatClock(game.elapsed_ms)}` : `verloren nach ${formatClock(game.elapsed_ms)}`}, ${count(game.moves, "Zug", "Züge")}, ${game.redeals_used ? `${count(game.redeals_used, "Mal", "Mal")} neu verteilt` : "ohne Neuverteilen"}, ${num(game.score)} Punkte.`,
    practice: "Übung",
    practiceBest: (practice) => `${count(practice.games, "Spiel", "Spiele")}; das beste: ${S.calendar.played(practice.best)}`,
    practiceAbout: "Das Spiel eines vergangenen Tages kannst du als Übung so oft spielen, wie du magst: Es zählt nirgends.",
    practise: "Dieses Spiel üben",
    watch: "Dein Spiel ansehen",
    playToday: "Heutiges Spiel spielen",
    resumeToday: "Heutiges Spiel fortsetzen",
    fingerprint: (day) => `Das Spiel dieses Tages steht im Voraus fest: sein Fingerabdruck (SHA-256) ist ${day.commitment}.${day.seed ? ` Sein Startwert, um Mitternacht verraten, ist ${day.seed}.` : ""}`,
  },
  achievements: {
    title: "Erfolge",
    count: (earned, all) => `${num(earned)} von ${num(all)} erreicht`,
    earnedOn: (iso) => `Erreicht am ${formatDate(String(iso).slice(0, 10))}`,
    toEarn: (about) => `So erreichst du ihn: ${about}`,
    names: {
      "first-win-classic": ["Klassik-Sieger", "gewinne ein gewertetes klassisches Spiel"],
      "first-win-relaxed": ["Gelassener Sieger", "gewinne ein gewertetes entspanntes Spiel"],
      "first-win-express": ["Express-Sieger", "gewinne ein gewertetes Express-Spiel"],
      "first-win-blue-moon": ["Blue-Moon-Sieger", "gewinne ein gewertetes Blue-Moon-Spiel"],
      "no-redeal-win": ["Reine Weste", "gewinne ein gewertetes Spiel ohne Neuverteilen und ohne Tipp"],
      "under-par": ["Unter der Marke", "gewinne ein lösbares Spiel in höchstens so vielen Zügen wie seine Bestmarke, ohne Tipp"],
      "express-sprint": ["Pony-Express", "gewinne ein gewertetes Express-Spiel in unter 2 Minuten, ohne Tipp"],
      "daily-week": ["Eine Woche im Sattel", "spiele das Tagesspiel 7 Tage in Folge"],
      "daily-month": ["Ein Monat im Sattel", "spiele das Tagesspiel 30 Tage in Folge"],
      "campaign-gold": ["Goldene Station", "hol Gold an einer Station des klassischen Feldzugs"],
      "hundred-wins": ["Alter Hase", "gewinne 100 gewertete Spiele"],
      "challenge-won": ["Herausgefordert und gesiegt", "werde in einer Herausforderung, die auch jemand anderes gespielt hat, allein Erster, ohne Tipp"],
    },
  },
  share: {
    button: "Ergebnis teilen",
    heading: (date) => `Montana-Solitär \u00b7 Tagesspiel vom ${formatDate(date)}`,
    outcome: (game) => [
      game.status === "won" ? `Gewonnen in ${formatClock(game.elapsed_ms)}` : `Verloren nach ${formatClock(game.elapsed_ms)}`,
      count(game.moves, "Zug", "Züge"),
      game.redeals_used ? `${count(game.redeals_used, "Mal", "Mal")} neu verteilt` : "ohne Neuverteilen",
      game.badge ? `Medaille ${badgeName(game.badge)}` : null,
    ].filter(Boolean).join(" \u00b7 "),
    streak: (days) => `\u{1F525} ${count(days, "Tag", "Tage")} in Folge`,
    shared: "Geteilt.",
    copied: "Kopiert: Füge es ein, wo du magst.",
    failed: "Dieser Browser konnte es weder teilen noch kopieren.",
  },
  streaks: {
    title: "Tagesserien",
    played: "Tage in Folge gespielt",
    won: "Tage in Folge gewonnen",
    best: (n) => `Rekord ${num(n)}`,
    value: (n) => count(n, "Tag", "Tage"),
    none: "Spiel das heutige Spiel, um eine Serie zu beginnen.",
    keep: "Spiel das heutige Spiel, damit deine Serie weiterläuft.",
    kept: "Heute zählt: Komm morgen wieder.",
    freezes: (held, most) => `${num(held)} von ${num(most)} Schutztagen`,
    freezesAbout: (daysToNext) => daysToNext === null
      ? "Jeder Schutztag deckt einen verpassten Tag. Du hast so viele, wie du halten kannst."
      : `Jeder Schutztag deckt einen verpassten Tag; noch ${count(daysToNext, "Tag", "Tage")} Serie bringen den nächsten.`,
    covered: (days) => `Ein Schutztag hat ${days.map(formatDate).join(", ")} gedeckt.`,
    line: (streaks) => streaks.played.current
      ? `Deine Serie: ${count(streaks.played.current, "Tag", "Tage")} in Folge gespielt, ${num(streaks.won.current)} in Folge gewonnen.`
      : S.streaks.none,
  },
  charts: {
    title: "Diagramme",
    about: "Deine gewerteten Spiele einer Variante, gezeichnet: Unter jedem Diagramm stehen seine Zahlen in einer Tabelle.",
    mode: "Variante",
    none: (mode) => `Noch kein beendetes gewertetes Spiel in ${mode}: Spiel eins, dann erscheinen die Diagramme.`,
    table: "Die Zahlen",
    months: "Spiele und Siege nach Monat",
    monthsLabel: (played, won, months) => `Gewertete Spiele nach Monat in den letzten ${count(months, "Monat", "Monaten")}: ${num(played)} gespielt, ${num(won)} gewonnen`,
    month: "Monat",
    played: "Gespielt",
    won: "Gewonnen",
    winRate: "Siegquote",
    percent: (share) => `${Math.round(share * 100)} %`,
    times: "Zeiten der Siege",
    timesLabel: (wins, best, median) => `Zeiten von ${count(wins, "Sieg", "Siegen")}: beste ${formatClock(best)}, Median ${formatClock(median)}`,
    noWins: "Noch kein Sieg: Hier erscheint die Zeit eines Siegs.",
    best: "Beste",
    median: "Median",
    range: (from, to) => `${formatClock(from)} bis ${formatClock(to)}`,
    time: "Zeit",
    wins: "Siege",
    games: "Spiele",
    moves: "Züge in einem beendeten Spiel",
    movesLabel: (games, median) => `Züge in ${count(games, "beendetem Spiel", "beendeten Spielen")}: Median ${num(median)}`,
    movesRange: (from, to) => `${num(from)} bis ${num(to)}`,
    redeals: "Neuverteilungen",
    redealsLabel: (games) => `Neuverteilungen in ${count(games, "beendetem Spiel", "beendeten Spielen")}`,
    redealsUsed: (n, unlimited) => (unlimited && n >= 3 ? `${num(n)} oder mehr` : num(n)),
    year: "Ein Jahr Spiel",
    yearLabel: (games, days) => `${count(games, "gewertetes Spiel", "gewertete Spiele")} an ${count(days, "Tag", "Tagen")} im letzten Jahr beendet`,
    day: (date, games) => `${formatDate(date)}: ${count(games, "Spiel", "Spiele")}`,
    date: "Tag",
    less: "Weniger",
    more: "Mehr",
  },
  campaign: {
    title: "Der klassische Feldzug",
    about: "Zwölf Stationen auf dem Trail. Hol überall Gold, um zum Grand Marshal ernannt zu werden.",
    titled: (title) => `Du trägst den Titel ${title}.`,
    stop: (level) => `Station ${level}`,
    stopNames: [
      "Bitterroot Crossing", "Gallatin Ford", "Big Hole Pass", "Madison Springs", "Jefferson Bend", "Beartooth Ridge",
      "Yellowstone Bluffs", "Musselshell Flats", "Judith Gap", "Sweet Grass Hills", "Glacier Summit", "Helena",
    ],
    stopLabel: (level, name, badge, attempts) =>
      `Station ${level}, ${name}: ${badge ? `Medaille ${badgeName(badge)}` : "noch keine Medaille"}, ${count(attempts, "Versuch", "Versuche")}`,
    next: "Nächste Station",
    goal: "Grand Marshal",
    goalAbout: "Gold an allen zwölf",
    proven: "Nachweislich lösbar",
    mode: "Variante",
    deal: "Verteilung",
    par: (moves) => `Nachweislich ohne Neuverteilen lösbar; Bestmarke ${count(moves, "Zug", "Züge")}`,
    unproven: "Ausgewählt, nicht nachweislich lösbar",
    dealing: "Wird ausgewählt: in einer Minute bereit",
    best: "Dein Bestes",
    bestMedal: (badge) => `Medaille ${badgeName(badge)}`,
    noMedal: "Noch keine Medaille",
    attempts: "Versuche",
    untried: "Noch nicht versucht",
    play: "Diese Station spielen",
    playAgain: "Noch einmal spielen",
    backToMap: "Zurück zur Karte",
    golds: (n) => `${count(n, "Goldmedaille", "Goldmedaillen")} von 12.`,
  },
  app: {
    offline: "Du bist offline; dein Spiel ist auf dem Server sicher. Sobald die Verbindung zurück ist, geht es weiter.",
    updated: "Montana wurde aktualisiert: Beim nächsten Besuch gilt die neue Version.",
    startedElsewhere: (mode) => `Ein auf einem anderen Gerät begonnenes Spiel liegt auf dem Tisch: ${mode}.`,
  },
  badges: { gold: "Gold", silver: "Silber", bronze: "Bronze" },
  badgeAbout: {
    gold: "Gold: ein Sieg mit einer Neuverteilung übrig.",
    silver: "Silber: ein Sieg, der alle Neuverteilungen brauchte.",
    bronze: "Bronze: eine Niederlage mit mindestens zwei vollen Reihen.",
  },
  badgeAboutUnlimited: {
    gold: "Gold: ein Sieg ohne Neuverteilen.",
    silver: "Silber: ein Sieg mit Neuverteilen.",
    bronze: "Bronze: eine Niederlage mit mindestens zwei vollen Reihen.",
  },
  boards: { speed: "Schnellste Siege", score: "Höchste Punktzahlen" },
  leaderboards: {
    title: "Bestenlisten",
    board: "Liste",
    rules: "Variante",
    period: "Zeitraum",
    around: "Mich finden",
    rank: "Rang",
    player: "Spieler",
    time: "Zeit",
    moves: "Züge",
    score: "Punkte",
    replay: "Ansehen",
    watch: (name) => `Die Aufzeichnung des Spiels von ${name} ansehen`,
    empty: (board) => board === "speed"
      ? "Noch niemand steht auf dieser Liste: Gewinne ein gewertetes Spiel ohne Tipp und sei der Erste."
      : "Noch niemand steht auf dieser Liste: Beende ein gewertetes Spiel ohne Tipp und sei der Erste.",
    you: (rank) => `Du bist auf Platz ${num(rank)}`,
    notOn: (board) => board === "speed"
      ? "Du stehst noch nicht auf dieser Liste: Gewinne in diesem Zeitraum ein gewertetes Spiel dieser Variante, ohne Tipp."
      : "Du stehst noch nicht auf dieser Liste: Beende in diesem Zeitraum ein gewertetes Spiel dieser Variante, ohne Tipp.",
    you_suffix: "(du)",
    guest: "Namenloser Spieler",
    among: "Wer",
    everyone: "Alle",
    friends: "Freunde",
    friendsEmpty: (board) => board === "speed"
      ? "Noch keiner deiner Freunde hat in diesem Zeitraum ein gewertetes Spiel dieser Variante gewonnen. Folge mehr Leuten, oder sei der Erste."
      : "Noch keiner deiner Freunde hat in diesem Zeitraum ein gewertetes Spiel dieser Variante beendet. Folge mehr Leuten, oder sei der Erste.",
  },
  friends: {
    title: "Freunde",
    about: "Folge Leuten, um sie auf den Bestenlisten deiner Freunde zu sehen. Sie werden zuerst gefragt, außer sie folgen dir schon oder haben dir ihren Link geschickt.",
    invite: "Dein Einladungslink",
    inviteAbout: "Wer ihn öffnet, kann dir sofort folgen. Schick ihn nur Leuten, die du kennst.",
    makeInvite: "Einladungslink erstellen",
    copyInvite: "Kopieren",
    copied: "Einladungslink kopiert: Schick ihn einem Freund.",
    newInvite: "Neuer Link",
    newInviteAbout: "Ein neuer Link macht den alten ungültig: Wer ihn hat, kann dir damit nicht mehr folgen.",
    inviteMade: "Dein Einladungslink ist bereit.",
    requests: "Möchten dir folgen",
    noRequests: "Gerade möchte dir niemand folgen.",
    accept: "Annehmen",
    ignore: "Ignorieren",
    following: "Du folgst",
    noFollowing: "Du folgst noch niemandem. Öffne die Seite einer Person von einer Bestenliste oder einem Rennen und wähle Folgen, oder schick deinen Einladungslink.",
    followers: "Folgen dir",
    noFollowers: "Noch folgt dir niemand.",
    blocked: "Blockiert",
    noBlocked: "Du blockierst niemanden.",
    since: (date) => `seit ${date}`,
    asked: "Angefragt, wartet auf Antwort",
    asksYou: "Möchte dir folgen",
    followsYou: "Folgt dir",
    youFollow: "Du folgst",
    youBlock: "Du blockierst diese Person.",
    follow: "Folgen",
    followBack: "Zurückfolgen",
    unfollow: "Entfolgen",
    takeBack: "Zurückziehen",
    remove: "Entfernen",
    block: "Blockieren",
    unblock: "Freigeben",
    blockConfirm: (name) => `${name} blockieren? Jedes Folgen zwischen euch endet, und ${name} kann dir nicht mehr folgen und deinen Einladungslink nicht nutzen. ${name} erfährt nichts davon.`,
    blockedNow: (name) => `Du blockierst ${name} jetzt.`,
    unblocked: (name) => `Du blockierst ${name} nicht mehr.`,
    requested: (name) => `Angefragt: ${name} sieht deine Anfrage.`,
    nowFollowing: (name) => `Du folgst ${name} jetzt.`,
    accepted: (name) => `${name} folgt dir jetzt.`,
    ignored: (name) => `Ignoriert: ${name} erfährt nichts davon.`,
    inviteTitle: (name) => `${name} lädt dich ein`,
    inviteText: (name) => `Folge ${name}, um euch gegenseitig auf den Bestenlisten eurer Freunde zu sehen.`,
    inviteFollow: (name) => `${name} folgen`,
    inviteYours: "Das ist dein eigener Einladungslink: Schick ihn einem Freund.",
    inviteGone: "Dieser Einladungslink gilt nicht mehr. Bitte deinen Freund um einen neuen.",
  },
  challenges: {
    title: "Herausforderung",
    list: "Herausforderungen",
    none: "Noch keine Herausforderungen. Fordere jemanden auf seiner Seite heraus, oder verlange nach einem Rennen eine Revanche.",
    about: "Ein geheimes Blatt für euch alle, jeder spielt es einmal, wann er will. Niemand sieht, wie die anderen gespielt haben, bevor er selbst gespielt hat.",
    challenge: "Herausfordern",
    mode: "Modus",
    rematch: "Revanche",
    made: (names) => `Herausforderung an ${names} geschickt.`,
    play: "Jetzt spielen",
    resume: "Weiterspielen",
    decline: "Ablehnen",
    declineTitle: "Herausforderung ablehnen?",
    declineText: "Du spielst dieses Blatt nicht, und die anderen werden ohne dich platziert.",
    declined: "Du hast diese Herausforderung abgelehnt.",
    by: (name) => `Von ${name}`,
    endsAt: (when) => `Spiele es bis ${when}.`,
    placedAt: (when) => `Platziert am ${when}.`,
    seal: "Siegel des Blatts",
    sealAbout: "Der SHA-256-Fingerabdruck des Seeds, aus dem alle geben: Sobald der Seed gezeigt wird, kann jeder ihn prüfen.",
    seed: "Seed",
    hidden: "Sichtbar, sobald du gespielt hast",
    hint: "Ein Tipp setzt dich hinter alle, die ohne Hilfe zu Ende gespielt haben.",
    open: "Offen",
    placed: "Platziert",
    youWon: "Du hast die Herausforderung gewonnen!",
    statuses: { invited: "Noch nicht gespielt", playing: "Spielt gerade", done: "Gespielt", declined: "Abgelehnt", missed: "Verpasst" },
    why: {
      declined: "Abgelehnt", missed: "Nicht rechtzeitig gespielt", resigned: "Aufgegeben", left: "Spiel verlassen",
      hint: "Tipp genutzt", program: "Von einem Programm gespielt", pace: "Schneller gespielt, als ein Mensch kann",
    },
    leaveTitle: "Dein Spiel für die Herausforderung verlassen?",
    leaveText: "Dein laufendes gewertetes Spiel endet als Niederlage, und das Blatt der Herausforderung wird gegeben.",
    leaveYes: "Herausforderung spielen",
    players: "Mitspieler",
  },
  notices: {
    label: "Mitteilungen",
    close: "Mitteilung schließen",
    followRequested: (name) => `${name} möchte dir folgen.`,
    followed: (name) => `${name} folgt dir jetzt.`,
    followAccepted: (name) => `${name} hat deine Anfrage angenommen: Du siehst ${name} jetzt auf den Bestenlisten deiner Freunde.`,
    challenged: (name, mode) => `${name} fordert dich zu einem geheimen Blatt heraus (${mode}).`,
    finished: (mode) => `Deine Herausforderung (${mode}) ist gewertet.`,
    finishedPlace: (mode, place, players) => `Deine Herausforderung (${mode}) ist gewertet: Du bist ${ordinal(place)} von ${num(players)}.`,
    seeRequest: "Zur Anfrage",
    seePlayer: "Zur Seite",
    seeChallenge: "Zur Herausforderung",
    seePlaces: "Zur Wertung",
  },
  passkeys: {
    title: "Passkeys",
    about: "Melde dich auf jedem Gerät mit Fingerabdruck, Gesicht oder Bildschirmsperre an statt mit einem Passwort. Dein Gerät behält den Schlüssel; der Server kennt nur seine öffentliche Hälfte.",
    none: "Noch keine Passkeys.",
    name: "Name des Passkeys",
    defaultName: "Passkey",
    add: "Passkey hinzufügen",
    remove: "Entfernen",
    removeConfirm: (name) => `Den Passkey ${name} entfernen? Er meldet dich nicht mehr an; Geräte, die mit ihm angemeldet sind, bleiben es.`,
    removed: (name) => `Der Passkey ${name} ist entfernt.`,
    added: (when) => `Hinzugefügt am ${when}`,
    used: (when) => `Zuletzt benutzt am ${when}`,
    addedNow: "Dein Passkey ist hinzugefügt: Melde dich damit auf jedem Gerät an.",
    accountMade: "Dein Passkey ist hinzugefügt, und dieser Spieler ist jetzt ein Konto: Melde dich damit auf jedem Gerät an.",
    signIn: "Mit einem Passkey anmelden",
    signedIn: "Du bist mit einem Passkey angemeldet.",
    signedInNow: "Mit deinem Passkey angemeldet.",
    unsupported: "Dieser Browser kann keine Passkeys erstellen.",
  },
  deviceLink: {
    title: "Gerät verbinden",
    about: "Spiele auf einem anderen Handy oder Computer als derselbe Spieler, mit allen Spielen und Medaillen: Zeige hier einen Code und scanne oder tippe ihn dort ein. Er gilt einmal, 5 Minuten lang.",
    show: "Code zeigen",
    again: "Neuer Code",
    qrAlt: "QR-Code, der ein anderes Gerät verbindet",
    codeLabel: (letters) => `Code: ${letters}`,
    until: (when) => `Gilt einmal, bis ${when}.`,
    enterTitle: "Spielst du auf einem anderen Gerät?",
    enterAbout: "Gib den Code ein, den dein anderes Gerät unter Profil, Gerät verbinden zeigt: Dieses Gerät wird zu diesem Spieler.",
    code: "Code",
    enter: "Dieses Gerät verbinden",
    signedIn: "Dieses Gerät ist verbunden: Du spielst hier jetzt als derselbe Spieler.",
  },
  periodWeek: (week, year) => `Woche ${week} im Jahr ${year}`,
  periodDaily: (date) => `Tagesspiel vom ${date}`,
  periods: { all: "Alle Zeiten", week: "Diese Woche", day: "Heute", daily: "Heutiges Tagesspiel" },
  periodsInSentence: { all: "aller Zeiten", week: "diese Woche", day: "heute", daily: "heutiges Tagesspiel" },
  solver: {
    par: (par) => `Bestmarke für dieses Spiel: ${count(par, "Zug", "Züge")}, der kürzeste Gewinnweg des Lösers ohne Neuverteilen.`,
    unwinnable: "Der Löser hat bewiesen, dass dieses Spiel ohne Neuverteilen nicht lösbar ist: Ein Sieg braucht Neuverteilungen.",
    hardest: "Schwerstes gewonnenes Spiel",
    hardestPar: (mode, par) => `${mode}, Bestmarke ${count(par, "Zug", "Züge")}`,
    hardestUnwinnable: (mode) => `${mode}, ohne Neuverteilen nachweislich unlösbar`,
  },
  leagues: { label: "Spieler", people: "Menschen", bots: "Bots" },
  bot: {
    mark: "BOT",
    about: "Ein Programm: Es steht auf den Listen der Bots",
    profile: "Ein Programm: Seine Spiele stehen auf den Listen der Bots, getrennt von denen der Menschen.",
  },
  review: {
    title: "In Prüfung",
    entry: (board, rank, figure) => (board === "speed"
      ? `Dein Sieg in ${formatClock(figure.elapsed_ms)} wäre hier auf Platz ${num(rank)}.`
      : `Deine ${num(figure.score)} Punkte wären hier auf Platz ${num(rank)}.`),
    about: "Es kommt auf die Liste, sobald eine Moderatorin oder ein Moderator es angesehen hat.",
    botsEmpty: "Noch kein Bot steht auf dieser Liste: Programme stehen hier, getrennt von den Menschen.",
  },
  player: {
    title: (name) => `Profil von ${name}`,
    yours: "Dein öffentliches Profil",
    seeYours: "Dein öffentliches Profil ansehen",
    unnamed: "Diese Person hat keinen Anzeigenamen gewählt.",
    badges: "Medaillen",
    campaignGolds: "Stationen in Gold",
    ofTwelve: (n) => `${num(n)} von 12`,
    cardBacks: "Kartenrücken",
    played: "Gespielt", won: "Gewonnen", abandoned: "Verlassene Spiele", bestScore: "Höchste Punktzahl", bestTime: "Bestzeit",
    fewestMoves: "Wenigste Züge bei einem Sieg", none: "Noch keine",
    nothingYet: "Noch kein gewertetes Spiel beendet.",
    races: "Renn-Wertungen",
    rating: (rating, races) => `${tenths.format(rating)} nach ${count(races, "Rennen", "Rennen")}`,
    games: "Letzte Spiele",
    campaign: "Feldzug",
    race: "Rennen",
    noGames: "Noch kein beendetes Spiel zu zeigen.",
    game: (mode, result) => `${mode}: ${result}`,
    watch: "Ansehen",
    watchLabel: (mode, when) => `Die Aufzeichnung des ${mode}-Spiels vom ${when} ansehen`,
    banned: (reason) => `Du bist von den Bestenlisten ausgeschlossen: ${reason}`,
  },
  moderation: {
    nav: "Moderation",
    title: "Moderation",
    about: "Zur Prüfung zurückgehaltene Spiele, die ältesten zuerst. Jede Entscheidung wird mit deinem Namen, der Zeit und deiner Begründung gespeichert.",
    queue: "Zur Prüfung zurückgehalten",
    empty: "Kein Spiel wartet auf Prüfung.",
    more: "Mehr zeigen",
    account: (username) => `Konto ${username}`,
    guest: "ein Gast",
    won: "gewonnen", lost: "verloren",
    summary: (mode, result, score, ms, moves) => `${mode}: ${result}, ${num(score)} Punkte in ${formatClock(ms)}, ${count(moves, "Zug", "Züge")}`,
    held: (when) => `Zurückgehalten ${when}`,
    flags: "Warum es zurückgehalten wurde",
    facts: "Was die Uhr des Servers sagt",
    actions: "Aktionen",
    think: "Mittlere Zeit zwischen Aktionen",
    pace: "Schnellstes Tempo",
    paceValue: (rate) => `${tenths.format(rate)} Aktionen pro Sekunde`,
    agreement: "Erste Wahl des Lösers",
    agreementValue: (share, choices) => `${Math.round(share * 100)} % von ${count(choices, "echten Wahl", "echten Wahlen")}`,
    ms: (ms) => `${num(ms)} ms`,
    notMeasured: "Nicht gemessen",
    replay: "Aufzeichnung ansehen",
    reason: "Begründung (wird mit der Entscheidung gespeichert)",
    clear: "Freigeben: Es wird gewertet",
    reject: "Ablehnen: Es wird nie gewertet",
    markBot: "Als Bot kennzeichnen",
    unmarkBot: "Kein Bot",
    ban: "Von den Listen sperren",
    unban: "Sperre aufheben",
    tools: "Werkzeuge der Moderation",
    toolsAbout: "Die Spiele eines Bots wandern auf die Listen der Bots; die Spiele einer gesperrten Person verlassen jede Liste. Beides lässt sich zurücknehmen.",
    rejectTitle: "Dieses Spiel ablehnen?",
    rejectText: (name) => `Das Spiel von ${name} wird nie gewertet, und das lässt sich nicht zurücknehmen.`,
    rejectYes: "Ablehnen",
    banTitle: "Diese Person sperren?",
    banText: (name) => `Jedes Spiel von ${name} verlässt jede Liste, bis die Sperre aufgehoben ist. Spielen und deine Begründung sehen kann die Person weiter.`,
    banYes: "Sperren",
    done: {
      clear: (name) => `Das Spiel von ${name} ist freigegeben: Es wird jetzt gewertet.`,
      reject: (name) => `Das Spiel von ${name} ist abgelehnt: Es wird nie gewertet.`,
      "mark-bot": (name) => `${name} ist als Bot gekennzeichnet.`,
      "unmark-bot": (name) => `${name} ist nicht mehr als Bot gekennzeichnet.`,
      ban: (name) => `${name} ist von den Listen gesperrt.`,
      unban: (name) => `Die Sperre von ${name} ist aufgehoben.`,
    },
    decisions: "Entscheidungen",
    noDecisions: "Noch keine Entscheidung.",
    decision: {
      clear: (name) => `Ein Spiel von ${name} freigegeben`,
      reject: (name) => `Ein Spiel von ${name} abgelehnt`,
      "mark-bot": (name) => `${name} als Bot gekennzeichnet`,
      "unmark-bot": (name) => `Bot-Kennzeichen von ${name} zurückgenommen`,
      ban: (name) => `${name} gesperrt`,
      unban: (name) => `Sperre von ${name} aufgehoben`,
    },
    by: (name, when) => `von ${name}, ${when}`,
    someone: "eine Person",
  },
  profile: {
    title: "Dein Profil",
    guest: "Gast",
    guestAbout: "Du spielst auf diesem Gerät als Gast. Leg ein Konto an, damit dein Fortschritt überall mitkommt.",
    signedIn: (name) => `Angemeldet als ${name}.`,
    name: "Anzeigename",
    nameAbout: "Erscheint auf den Bestenlisten.",
    saveName: "Namen speichern",
    stats: "Statistik",
    noStats: "Beende ein gewertetes Spiel, dann erscheint hier deine Statistik.",
    played: "Gespielt", won: "Gewonnen", winRate: "Siegquote", streak: "Serie", bestTime: "Bestzeit", bestScore: "Höchste Punktzahl",
    fewestMoves: "Wenigste Züge bei einem Sieg", averageScore: "Punkte im Schnitt", medals: "Medaillen", none: "Noch keine",
    streakText: (now, best) => `${num(now)} (Rekord ${num(best)})`,
    chartLabel: (days) => `Gewertete Spiele, gespielt und gewonnen an jedem der letzten ${days.length} Tage: ${num(days.reduce((sum, day) => sum + day.played, 0))} gespielt, ${num(days.reduce((sum, day) => sum + day.won, 0))} gewonnen`,
    chartDay: (day) => `${formatDate(day.date)}: ${count(day.played, "Spiel", "Spiele")} gespielt, ${num(day.won)} gewonnen`,
    chartPeriod: "Letzte 30 Tage:",
    chartPlayed: (n) => `${num(n)} gespielt`,
    chartWon: (n) => `${num(n)} gewonnen`,
    today: "Heute",
    backs: "Kartenrücken",
    owned: "Deiner",
    toEarn: (how) => `So bekommst du ihn: ${how}.`,
    settings: "Einstellungen",
    settingsAbout: "Sie folgen dir auf jedes Gerät, auf dem du dich anmeldest.",
    theme: "Tisch", cardBack: "Kartenrücken", animation: "Animation",
    fourColour: "Vierfarbige Farben", sound: "Ton", music: "Musik", highlight: "Züge zeigen (Entspannt)",
    leftHanded: "Für Linkshänder",
    saveSettings: "Einstellungen speichern",
    language: "Sprache",
    languageBrowser: (name) => `Sprache des Browsers (${name})`,
    languageReload: "Die Seite lädt neu in der gewählten Sprache.",
    account: "Fortschritt behalten: Konto anlegen",
    username: "Benutzername", password: "Passwort", passwordNew: "Passwort (mindestens 8 Zeichen)",
    createAccount: "Konto anlegen",
    signIn: "Auf diesem Gerät anmelden",
    signInButton: "Anmelden",
    signOut: "Abmelden",
    saved: "Einstellungen gespeichert.",
    nameSaved: "Name gespeichert.",
    accountCreated: "Konto angelegt: Melde dich damit auf jedem Gerät an.",
  },
  consent: {
    title: "Einer App Zugang geben",
    asks: (name) => ["„", name, "“ möchte dein Montana-Konto nutzen"],
    signedInAs: "Du bist angemeldet als",
    mayTitle: "Sie darf dann",
    scopes: {
      read: "Deine Spiele, Statistik, Profil und Einstellungen sehen",
      play: "Als du Spiele beginnen und spielen: Sie zählen in deinem Profil und auf den Bestenlisten",
      bot: "Für dich als Bot spielen: Diese Spiele stehen auf den Listen der Bots",
      friends: "Sehen, wem du folgst und wer dir folgt, und die Bestenlisten deiner Freunde",
    },
    never: "Sie kann nie dein Passwort, deine Einstellungen oder Schlüssel ändern, anderen Apps Zugang geben oder moderieren.",
    returnsTo: "Deine Antwort geht an",
    trust: "Eine App kann sich beliebig nennen: Gib ihr nur Zugang, wenn du weißt, woher sie kommt.",
    allow: "Erlauben",
    deny: "Nicht erlauben",
    allowed: "Erlaubt. Zurück zur App …",
    denied: "Nicht erlaubt. Zurück zur App …",
    later: "Welche Apps Zugang haben, siehst du auf deiner Profilseite; dort kannst du jeder den Zugang wieder nehmen.",
    signInTitle: "Zum Antworten anmelden",
    signInAbout: "Nur ein Konto kann einer App Zugang geben. Melde dich auf diesem Gerät an.",
    refusedTitle: "Diese Anfrage lässt sich nicht beantworten",
    refused: (why) => `Die App hat auf eine Weise gefragt, die dieser Server nicht annimmt: ${why}`,
    back: "Zurück zur App",
    noWayBack: "Ihrer Adresse ist nicht zu trauen, darum wirst du nicht dorthin zurückgeschickt. Sag es den Machern der App.",
    tryAgain: "Lade die Seite neu, um es noch einmal zu versuchen.",
    toTheGame: "Stattdessen zum Spiel",
  },
  apps: {
    title: "Apps und Schlüssel",
    about: "Programme, die für dich handeln. Nimm jeder sofort den Zugang; er endet auch, wenn du dein Passwort änderst oder dich überall abmeldest.",
    granted: "Apps mit Zugang",
    noneGranted: "Keine App hat Zugang. Eine App fragt dich auf einer Montana-Seite, und du entscheidest.",
    tokens: "Deine App-Schlüssel",
    noTokens: "Keine App-Schlüssel. Leg unten einen für ein eigenes Programm an.",
    lastUsed: (when) => `zuletzt benutzt ${when}`,
    never: "nie benutzt",
    until: (when) => `bis ${when}`,
    letOut: "Zugang nehmen",
    revoke: "Widerrufen",
    newToken: "App-Schlüssel anlegen",
    newTokenAbout: "Für ein eigenes Programm: Schick ihn als Authorization: Bearer <Schlüssel>. Er wird nur einmal gezeigt.",
    name: "Name",
    scopes: { read: "Lesen", play: "Spielen", bot: "Als Bot spielen", friends: "Freunde lesen" },
    make: "Schlüssel anlegen",
    made: "Kopier diesen Schlüssel jetzt: Er wird nicht noch einmal gezeigt.",
    copy: "Kopieren",
    copied: "Kopiert.",
    letOutDone: (name) => `${name} kann dein Konto nicht mehr nutzen.`,
    revoked: (name) => `Der Schlüssel „${name}“ gilt nicht mehr.`,
    pickScope: "Wähle mindestens eine Sache, die der Schlüssel darf.",
  },
  cardBacks: {
    names: {
      "red-lattice": "Rotes Gitter", "blue-lattice": "Blaues Gitter", "pine-grain": "Kiefernmaserung", "brass-star": "Messingstern",
      "gold-rush": "Goldrausch", "prairie-sunset": "Präriesonne", "sunrise-rider": "Reiter im Morgenrot", "marshal-badge": "Marshal-Stern",
    },
    deeds: {
      "brass-star": () => "gewinne ein Spiel",
      "gold-rush": () => "hol eine Goldmedaille",
      "prairie-sunset": (n) => `gewinne ${count(n, "Spiel", "Spiele")}`,
      "sunrise-rider": (n) => `spiel das Tagesspiel ${count(n, "Tag", "Tage")} in Folge`,
      "marshal-badge": () => "trag den Titel Grand Marshal",
    },
  },
  themes: { "classic-felt": "Klassischer grüner Filz", "aged-pine": "Alte Kiefer", "sunset-leather": "Abendrotes Leder" },
  speeds: { off: "Aus", slow: "Langsam", normal: "Mittel", fast: "Schnell" },
  gameOver: {
    won: "Gewonnen!",
    blocked: "Kein Zug mehr",
    resigned: "Aufgegeben",
    abandoned: "Für ein anderes Spiel verlassen",
    expired: "Der Tag ist vorbei",
    time_up: "Die Zeit ist um",
    over: "Spiel vorbei",
    time: "Zeit",
    moves: "Züge",
    score: "Punkte",
    total: "Endstand",
    medal: (badge) => `Medaille ${badgeName(badge)}`,
    par: (par, moves) => `Bestmarke für dieses Spiel: ${count(par, "Zug", "Züge")} (der Gewinnweg des Lösers). Du hast ${count(moves, "Zug", "Züge")} gebraucht.`,
    improved: (board, period, rank, previous, league) =>
      `${S.boards[board]}, ${S.periodsInSentence[period] ?? periodName(period)}${league === "bots" ? ` ${S.gameOver.bots}` : ""}: Platz ${num(rank)}${previous ? ", eine neue persönliche Bestleistung" : ", dein erster Eintrag"}`,
    unlocked: (name) => `Neuer Kartenrücken: ${name}`,
    achievement: (code) => `Erfolg: ${S.achievements.names[code]?.[0] ?? S.achievements.title}`,
    underReview: "Zur Prüfung zurückgehalten: Es kommt auf die öffentlichen Listen, sobald die Moderation es angesehen hat.",
    offBoards: {
      race: "Rennspiele zählen für die Renn-Wertung, nicht für die Bestenlisten.",
      not_ranked_kind: "Stationen des Feldzugs und lösbare Spiele stehen nicht auf den Bestenlisten.",
      assisted: "In diesem Spiel wurde ein Tipp genutzt, darum steht es nicht auf den Bestenlisten.",
      not_allowed: "Diese Person darf nicht auf den Bestenlisten erscheinen.",
      daily_too_new: "Die Liste des Tagesspiels ist für Konten, die schon vor Beginn seines Tages bestanden.",
      held: "Zur Prüfung zurückgehalten: Die Moderation sieht sich dieses Spiel an.",
    },
    bots: "(Liga der Bots)",
    title: (title) => `Neuer Titel: ${title}`,
    campaign: (level, badge) => `Station ${level} des Feldzugs: ${badge ? `beste Medaille ${badgeName(badge)}` : "noch keine Medaille"}`,
    replay: "Aufzeichnung ansehen",
    again: "Neues Spiel",
    retry: "Noch einmal",
    nextStop: (level) => `Nächste Station: ${num(level)}`,
    close: "Spielfeld ansehen",
    fairPlay: "Fairness",
    seedPractice: (seed) => `Startwert: ${seed}`,
    seedRevealed: (seed, commitment) => `Der Startwert dieses Spiels war ${seed}; sein SHA-256, ${commitment}, wurde zu Spielbeginn veröffentlicht.`,
    seedLater: "Der Startwert dieses Spiels wird später verraten: bei Tagesspielen am nächsten Tag; Spiele des Feldzugs bleiben geheim, weil alle sie teilen.",
  },
  scoreLines: {
    "cards in sequence": (n) => `${count(n, "Karte", "Karten")} in Folge \u00d7 100`,
    "complete rows": (n) => `${count(n, "volle Reihe", "volle Reihen")} \u00d7 1.000`,
    moves: (n) => `${count(n, "Zug", "Züge")} \u00d7 \u22125`,
    "redeals left": (n) => `${count(n, "Neuverteilung", "Neuverteilungen")} übrig \u00d7 500`,
    "seconds under par": (n) => `${count(n, "Sekunde", "Sekunden")} unter der Richtzeit \u00d7 10`,
  },
  replay: {
    title: (mode) => `Aufzeichnung: ${mode}`,
    step: (index, last) => `Schritt ${num(index)} von ${num(last)}`,
    deal: "die Verteilung",
    move: (card, row, col) => `${cardName(card)} nach ${position(row, col)}`,
    undo: "zurück",
    redeal: "neu verteilt",
    resign: "aufgegeben",
    timeout: "Zeit abgelaufen",
    figures: (moves, score, ms) => `${count(moves, "Zug", "Züge")}, ${num(score)} Punkte, ${formatClock(ms)}`,
    first: "Erster Schritt", previous: "Voriger Schritt", next: "Nächster Schritt", last: "Letzter Schritt",
    play: "Das Spiel abspielen", pause: "Pause",
  },
  play: {
    choose: (card, gaps) => `${cardName(card)} passt in ${count(gaps, "Lücke", "Lücken")}: Wähle eine.`,
    gapTakes: (cards) => `In diese Lücke passt ${listOr(cards.map(cardName))}: Wähle eine Karte.`,
    dead: "In diese Lücke passt bis zum Neuverteilen nichts: Sie liegt rechts von einem König oder einer anderen Lücke.",
    fitsNothing: (card) => `${cardName(card)} passt gerade in keine Lücke.`,
    dropOnGap: "Leg eine Karte auf eine Lücke.",
    deadDrop: "In diese Lücke passt bis zum Neuverteilen nichts.",
    doesNotFit: (card, accepts) => `${cardName(card)} passt dort nicht: In diese Lücke passt ${listOr(accepts.map(cardName))}.`,
    compass: "Kompass",
    hintMove: (card, to, gapName) => `Zieh ${cardName(card)} in ${gapName}.`,
    hintRedeal: "Verteile neu.",
    hintUndo: "Nimm zurück.",
    // Der Server begründet auf Englisch; hier spricht der Tipp aus seinen Fakten.
    hintReason: (hint) => {
      const moves = hint.line?.length ?? 0;
      if (hint.wins) return moves ? `So gewinnst du diese Verteilung in ${count(moves, "Zug", "Zügen")}.` : "So gewinnst du diese Verteilung.";
      if (hint.kind === "redeal") return "In dieser Verteilung führt kein Zug mehr weiter.";
      if (hint.kind === "undo") return "Ein früherer Zug versperrt den Sieg.";
      return moves > 1 ? `Der beste gefundene Weg in dieser Verteilung hat ${count(moves, "Zug", "Züge")}.` : "Das ist der beste gefundene Zug.";
    },
    hintVerdict: (hint) => ({
      winnable: "Von hier aus ist ein Gewinnweg bekannt.",
      lost: "Kein Weg gewinnt mehr, und du kannst nicht mehr neu verteilen.",
    }[hint.verdict] ?? ""),
    gapAfter: (card) => `die Lücke nach ${cardName(card)}`,
    rowStart: (row) => `den Anfang von Reihe ${row + 1}`,
    noUndo: "In dieser Verteilung gibt es nichts zurückzunehmen.",
    noRedeal: "Keine Neuverteilung mehr.",
    timeUp: "Die Zeit ist um.",
    leftTutorial: "Willkommen zurück in deinem Spiel.",
  },
  welcome: {
    title: "Willkommen bei Montana",
    body: "Schieb Karten in die Lücken, bis jede Reihe in einer Farbe von der Zwei bis zum König läuft. Neu hier? Die Anleitung dauert zwei Minuten.",
    start: "Anleitung starten",
    skip: "Nicht jetzt",
  },
  tutorial: {
    label: "Anleitung",
    step: (index, total) => `Schritt ${index} von ${total}`,
    next: "Weiter",
    back: "Zurück",
    skip: "Anleitung verlassen",
    finish: "Fertig",
    wrongMove: (expected) => `In diesem Schritt: ${expected}.`,
    blocked: "Die Anleitung zeigt eins nach dem anderen: Folge dem Schritt oben.",
    done: "Anleitung beendet. Unter „Neues Spiel“ teilst du dir ein eigenes Spiel aus.",
  },
  help: { title: "So wird gespielt" },
  errors: { retry: "Noch einmal" },
  settingsConflict: "Deine Einstellungen wurden auf einem anderen Gerät geändert: Jetzt siehst du sie. Speichere noch einmal, um sie zu ändern.",
  signedOutHere: "Du wurdest auf diesem Gerät abgemeldet: von einem anderen Gerät aus, durch eine Passwortänderung oder nach langer Abwesenheit. Melde dich hier an, um mit deinem Konto weiterzuspielen; bis dahin spielst du als neuer Gast.",
  guestEnded: "Deine Gastsitzung auf diesem Gerät war nach langer Abwesenheit abgelaufen: Du spielst jetzt als neuer Gast. Lege unter Profil ein Konto an, um deine Spiele dauerhaft zu behalten.",
};

// Problemdetails werden zu Sätzen nach ihrem Typ; `context` sagt, was gerade geschah.
export function problemSentence(error, context = "") {
  if (!error || error.network) return "Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuch es noch einmal.";
  const type = String(error.problem?.type || "").replace("/problems/", "");
  const fields = (error.problem?.errors || []).map((item) => (item.location || []).at(-1));
  const wait = error.retryAfter ? count(error.retryAfter, "Sekunde", "Sekunden") : "einen Moment";
  const after = error.retryAfter ? `in ${count(error.retryAfter, "Sekunde", "Sekunden")}` : "gleich";
  switch (type) {
    case "unauthorized":
      if (context === "device-link") return "Dieser Code verbindet kein Gerät: Er ist vertippt, schon benutzt oder älter als 5 Minuten. Zeige auf deinem anderen Gerät einen neuen.";
      return "Du wurdest auf diesem Gerät abgemeldet. Melde dich auf der Profilseite wieder an oder lade neu, um als Gast zu spielen.";
    case "wrong-credentials":
      return "Benutzername und Passwort passen nicht zusammen. Prüfe sie und versuch es noch einmal.";
    case "not-found":
      if (context === "replay") return "Dieses Spiel lässt sich nicht zeigen: Vielleicht läuft es noch, oder der Link ist falsch.";
      if (context === "leaderboard") return "Diesen Zeitraum gibt es im Kalender nicht: Wähle einen anderen.";
      if (context === "friends") return "Das gibt es nicht mehr: Die Seite zeigt den jetzigen Stand.";
      return "Dieses Spiel ist nicht zu finden. Vielleicht wurde es mit einem anderen Konto gespielt.";
    case "game-over":
      return "Dieses Spiel ist schon vorbei.";
    case "conflict":
      if (context === "rename") return "Dieser Anzeigename ist vergeben: Wähle einen anderen.";
      if (context === "signup") return "Dieser Benutzername ist vergeben, oder diese Person hat schon ein Konto: Wähle einen anderen Namen oder melde dich an.";
      if (context === "token") return "Du hast so viele App-Schlüssel, wie erlaubt sind: Widerrufe zuerst einen.";
      if (context === "moderation") return "Das wurde schon entschieden oder geht bei dieser Person nicht (Moderatoren lassen sich nicht sperren). Die Seite zeigt den jetzigen Stand.";
      if (context === "friends") return "Du folgst so vielen Leuten (oder hast so viele gefragt), wie erlaubt ist: Entfolge erst jemandem oder warte auf Antworten.";
      return "Das widerspricht etwas schon Gespeichertem. Lade die Seite neu und versuch es noch einmal.";
    case "stale-version":
      return context === "settings"
        ? S.settingsConflict
        : "Dieses Spiel hat sich auf einem anderen Gerät geändert. Das Spielfeld zeigt den jetzigen Stand: Spiel von hier aus weiter.";
    case "stale-settings":
      return S.settingsConflict;
    case "oauth-refused":
      return "Die Anmeldeanfrage dieser App ließ sich nicht annehmen. Geh zurück zur App und fang neu an, oder sag es ihren Machern.";
    case "insufficient-scope":
      return "Diese Anmeldung darf das nicht. Melde dich auf der Profilseite neu an.";
    case "uri-too-long":
      return "Diese Adresse ist zu lang. Geh zurück und versuch es noch einmal.";
    case "if-match-required":
      return "Deine Einstellungen ließen sich nicht speichern. Lade die Seite neu und versuch es noch einmal.";
    case "invalid-period":
      return "Diesen Zeitraum der Bestenliste gibt es nicht: Wähle einen aus der Liste.";
    case "illegal-action":
      return "Dieser Zug ist hier nicht erlaubt. Das Spielfeld zeigt den jetzigen Stand.";
    case "malformed-action":
      return "Dieser Zug war nicht zu verstehen. Lade die Seite neu und versuch es noch einmal.";
    case "invalid-request":
      if (fields.includes("username")) return "Ein Benutzername hat 3 bis 32 Buchstaben, Ziffern, Punkte, Binde- oder Unterstriche.";
      if (fields.includes("password")) return "Ein Passwort braucht 8 bis 128 Zeichen.";
      if (fields.includes("display_name")) return "Ein Anzeigename hat 3 bis 24 Zeichen.";
      if (fields.includes("seed")) return "Ein Startwert hat 1 bis 200 Zeichen.";
      return "Etwas in diesem Formular stimmt nicht. Prüfe es und versuch es noch einmal.";
    case "idempotency-key-reused":
      return "Diese Anfrage wurde schon einmal gesendet. Lade die Seite neu und versuch es noch einmal.";
    case "too-many-requests":
      return context === "signin" ? `Zu viele Anmeldeversuche: Warte ${wait} und versuch es dann noch einmal.` : `Zu viele Anfragen: Warte ${wait} und versuch es dann noch einmal.`;
    case "database-unavailable":
      return "Der Spielspeicher ist gerade nicht erreichbar, und nichts wurde geändert. Versuch es in ein paar Sekunden noch einmal.";
    case "outcome-unknown":
      return "Der Spielspeicher hat aufgehört zu antworten, kurz nachdem deine Anfrage ankam; vielleicht ist sie durchgegangen. Sobald er wieder antwortet, zeigt das Spielfeld den Stand.";
    case "no-winnable-deal-ready":
      return "Noch ist kein nachweislich lösbares Spiel bereit. Versuch es in einer Minute noch einmal, oder spiel irgendein Spiel.";
    case "invalid-cursor":
      return "Diese Ergebnisseite ist abgelaufen. Fang oben neu an.";
    case "body-too-large":
      return "Das war zu viel auf einmal. Kürze es und versuch es noch einmal.";
    case "ranked-game-in-play":
      return "Du hast ein gewertetes Spiel am Laufen. Beende oder verlass es, bevor du ein neues beginnst.";
    case "forbidden":
      return "Das steht diesem Konto nicht offen.";
    case "winnable-share-used":
      return "Die heutigen lösbaren Spiele sind vergeben. Spiel jetzt irgendein Spiel oder komm morgen wieder.";
    case "campaign-level-not-ready":
      return `Das Spiel dieser Station wird noch ausgewählt. Versuch es ${after} noch einmal.`;
    case "deal-not-public":
      return "Das Spiel dieses Tages wird noch gespielt. Üben lässt es sich, sobald sein Tag vorbei ist, nach Mitternacht (UTC).";
    case "headers-too-large":
      return "Dieser Browser hat mit der Anfrage zu viel gesendet. Lade die Seite neu und versuch es noch einmal.";
    case "hints-busy":
      return `Der Kompass ist mit den Tipps vieler Spieler beschäftigt. Frag ${after} noch einmal.`;
    case "sign-in-busy":
      return `Gerade melden sich sehr viele an. Versuch es ${after} noch einmal.`;
    case "slow-requests-busy":
      return `Der Server ist mit vielen Tipps und Anmeldungen beschäftigt. Versuch es ${after} noch einmal.`;
    case "server-busy":
      return `Der Server ist mit sehr vielen Spielern zugleich beschäftigt, und nichts wurde geändert. Versuch es ${after} noch einmal.`;
    case "migrations-pending":
      return "Der Server wird gerade aktualisiert. Versuch es in einer Minute noch einmal.";
    case "unreadable-body":
      return "Diese Anfrage war nicht lesbar. Lade die Seite neu und versuch es noch einmal.";
    case "action-limit":
      return "Dieses Spiel ist so lang geworden, wie ein Spiel werden darf. Gib es auf und beginne ein neues.";
    case "race-full":
      return "Dieses Rennen ist voll. Tritt einem anderen bei oder mach einen eigenen Raum auf.";
    case "race-started":
      return "Dieses Rennen hat schon begonnen. Tritt einem anderen bei oder schau diesem zu.";
    case "in-another-race":
      return "Du bist schon in einem anderen Rennen. Verlass es zuerst oder fahr es zu Ende.";
    case "too-few-racers":
      return "Ein Rennen braucht mindestens zwei Teilnehmer. Warte, bis jemand beitritt, oder teile den Code des Raums.";
    case "not-the-host":
      return "Das kann nur, wer den Raum aufgemacht hat.";
    case "bots-not-allowed":
      return "Dieser Raum ist nur für Menschen: Bots können nicht beitreten.";
    case "blocked":
      if (context === "challenge") return "Du kannst diese Person nicht herausfordern: Einer von euch blockiert den anderen.";
      return "Du kannst dieser Person nicht folgen: Einer von euch blockiert den anderen.";
    case "passkey-refused":
      return "Dieser Passkey konnte dich hier nicht anmelden. Versuche einen anderen, oder melde dich mit Benutzername und Passwort an.";
    case "not-friends":
      return "Herausfordern kannst du, wer dich folgen lässt oder dir folgt: Bitte zuerst darum, der Person zu folgen.";
    case "challenge-over":
      return "Diese Herausforderung ist vorbei: Ihre Seite zeigt das Ergebnis.";
    case "unknown-race":
      return "Mit diesem Code oder Link gibt es kein Rennen. Prüfe ihn oder frag den Gastgeber nach dem Link.";
    default:
      return "Auf dem Server ist etwas schiefgegangen, und nichts wurde geändert. Versuch es noch einmal.";
  }
}

const SUIT_WORD = { S: "Pik", H: "Herz", D: "Karo", C: "Kreuz" };
const RANK_WORD = {
  A: "Ass", 2: "Zwei", 3: "Drei", 4: "Vier", 5: "Fünf", 6: "Sechs", 7: "Sieben", 8: "Acht", 9: "Neun", T: "Zehn",
  J: "Bube", Q: "Dame", K: "König",
};
// "7D" -> "Karo-Sieben": für Bildschirmleser.
export function cardWords(code) {
  return `${SUIT_WORD[code[1]]}-${RANK_WORD[code[0]]}`;
}

export function position(row, col) {
  return `Reihe ${row + 1}, Spalte ${col + 1}`;
}

export function outcome(game) {
  const ended = { abandoned: "für ein anderes Spiel verlassen", expired: "der Tag war vorbei" }[game.cause];
  const result = game.status === "won" ? "gewonnen" : ended || { blocked: "kein Zug mehr", resigned: "aufgegeben", time_up: "Zeit abgelaufen" }[game.reason] || "verloren";
  return `${result}, ${num(game.score)} Punkte in ${formatClock(game.elapsed_ms)}`;
}

export const HELP = [
  {
    title: "Das Ziel",
    items: [
      "Alle 52 Karten liegen offen in vier Reihen zu dreizehn; die vier Asse werden herausgenommen, so entstehen vier Lücken.",
      "Ordne jede Reihe als eine Farbe von der Zwei bis zum König, von links nach rechts.",
    ],
  },
  {
    title: "Die vier Regeln",
    items: [
      "Eine Lücke in der ersten Spalte nimmt jede Zwei.",
      "Jede andere Lücke nimmt nur eine Karte: die gleiche Farbe wie die Karte links von ihr, einen Rang höher. Rechts neben die 7\u2666\ufe0e kommt die 8\u2666\ufe0e.",
      "Eine Lücke rechts von einem König nimmt nichts (keine Karte ist höher), ebenso eine Lücke rechts von einer anderen Lücke. Sie bleiben tot bis zum Neuverteilen, und das Spielfeld zeigt sie durchgestrichen.",
      "Karten in Folge ab einer Zwei in der ersten Spalte bilden eine Folge. Folgen leuchten golden und bleiben beim Neuverteilen liegen.",
    ],
  },
  {
    title: "Karten ziehen",
    items: [
      "Tippe oder klicke eine Karte an, um sie in ihre Lücke zu schicken; passt sie in zwei Lücken, leuchten beide auf und du wählst.",
      "Tippe eine Lücke an, um die Karten zu sehen, die hineinpassen; passt nur eine, kommt sie sofort.",
      "Oder zieh eine Karte auf eine Lücke. Jeder Zug hinterlässt eine neue Lücke, wo die Karte lag.",
      "„Zurück“ nimmt die Züge der laufenden Verteilung zurück (auch das zählt als Zug).",
    ],
  },
  {
    title: "Neu verteilen",
    items: [
      "Beim Neuverteilen werden alle Karten außerhalb der Folgen eingesammelt, gemischt und neu ausgeteilt, mit einer Lücke direkt nach jeder Folge.",
      "Klassisch, Express und Blue Moon erlauben zweimal neu verteilen, Entspannt beliebig oft. Du kannst jederzeit neu verteilen, aber die Züge davor lassen sich dann nicht mehr zurücknehmen; darum fragt das Spiel nach, solange noch Karten ziehen können.",
    ],
  },
  {
    title: "Gewinnen und verlieren",
    items: [
      "Du gewinnst, wenn jede Reihe von der Zwei bis zum König läuft.",
      "Du verlierst, wenn keine Karte mehr ziehen kann und du nicht mehr neu verteilen kannst, wenn du aufgibst oder wenn in Express die Uhr abläuft.",
    ],
  },
  {
    title: "Varianten",
    items: [
      "Klassisch: vier Reihen zu dreizehn, zweimal neu verteilen, keine Uhr.",
      "Entspannt: beliebig oft neu verteilen, und „Züge zeigen“ lässt jede Karte aufleuchten, die ziehen kann.",
      "Express: drei Minuten auf der Uhr; läuft sie ab, endet das Spiel, und deine Punkte bleiben stehen.",
      "Blue Moon: Die Asse beginnen jede Reihe, in vier Reihen zu vierzehn; bau von jedem Ass bis zum König.",
      "Tagesspiel: eine klassische Verteilung am Tag, für alle gleich, ein Versuch für jeden, mit eigener Bestenliste.",
      "Der klassische Feldzug: zwölf gemeinsame Verteilungen, jede nachweislich lösbar. Versuch es so oft du magst; deine beste Medaille zählt. Gold an allen zwölf bringt den Titel Grand Marshal.",
      "Ein lösbares Spiel: eine klassische Verteilung, die der Löser ohne Neuverteilen als lösbar bewiesen hat. Ihre Bestmarke, die Zugzahl des Lösers, siehst du am Ende.",
      "Übung: Jeder eingegebene Startwert ergibt immer dasselbe Spielfeld. Übungsspiele zählen nirgends.",
    ],
  },
  {
    title: "Punkte und Medaillen",
    items: [
      "100 Punkte für jede Karte in Folge, 1.000 für jede volle Reihe, minus 5 für jeden Zug.",
      "Ein Sieg bringt 500 für jede ungenutzte Neuverteilung und 10 für jede Sekunde unter der Richtzeit (15 Minuten in Klassisch und Blue Moon, 3 Minuten in Express).",
      "Gold: ein Sieg mit einer Neuverteilung übrig. Silber: ein Sieg, der alle Neuverteilungen brauchte. Bronze: eine Niederlage mit mindestens zwei vollen Reihen.",
      "Ein Tipp in einem gewerteten Spiel ist Hilfe: Das Spiel bleibt in deiner Statistik, aber nicht auf den Bestenlisten.",
    ],
  },
  {
    title: "Tastatur und Gamepad",
    items: [
      "Die Pfeiltasten bewegen den Fokusrahmen; Enter oder Leertaste spielt die Karte oder Lücke darunter.",
      "U nimmt zurück, H fragt den Kompass nach einem Tipp, R verteilt neu, N beginnt ein neues Spiel, Escape bricht eine Wahl ab.",
      "Am Gamepad: Steuerkreuz oder linker Stick bewegt den Fokus, A spielt, B nimmt zurück, X fragt nach einem Tipp, Y verteilt neu.",
    ],
  },
  {
    title: "Fairness",
    items: [
      "Jede Verteilung kommt aus einem geheimen Startwert, dessen Fingerabdruck (sein SHA-256) zu Spielbeginn gezeigt und dessen Wert am Ende verraten wird; so kann jeder jedes Spiel nachspielen und prüfen.",
      "Der Server prüft jeden Zug; auf den Bestenlisten stehen nur geprüfte Spiele, jedes mit seiner Aufzeichnung.",
    ],
  },
];

export const LESSON = {
  goal: {
    title: "Das Ziel",
    body: "Ordne jede Reihe als eine Farbe von der Zwei bis zum König, von links nach rechts. Dies ist ein Übungsspiel zum Lernen: Hier zählt nichts.",
  },
  gaps: {
    title: "Vier Lücken",
    body: "Die vier Asse wurden herausgenommen; so entstanden vier Lücken (umrandet). Karten ziehen nur in Lücken, und jeder Zug hinterlässt eine neue Lücke.",
  },
  law1: {
    title: "Regel 1: Zweien beginnen eine Reihe",
    body: "Eine Lücke in der ersten Spalte nimmt jede Zwei. Leg die 2\u2666\ufe0e an den Anfang von Reihe 1: Tippe sie an oder zieh sie in die Lücke.",
    expected: "leg die 2\u2666\ufe0e an den Anfang von Reihe 1",
  },
  law2: {
    title: "Regel 2: einen höher, gleiche Farbe",
    body: "Jede andere Lücke nimmt die Karte, die einen Rang höher ist als die Karte links von ihr, in derselben Farbe. Die Lücke nach der 2\u2666\ufe0e nimmt die 3\u2666\ufe0e: Spiel sie.",
    expected: "spiel die 3\u2666\ufe0e nach der 2\u2666\ufe0e",
  },
  locked: {
    title: "Regel 4: Folgen stehen fest",
    body: "2\u2666\ufe0e 3\u2666\ufe0e ist eine Folge ab der ersten Spalte: Sie leuchtet golden, und beim Neuverteilen bleibt sie liegen. Die 3\u2666\ufe0e hat am Anfang von Reihe 4 eine Lücke hinterlassen, die jetzt jede Zwei nimmt.",
  },
  law2again: {
    title: "Regel 2, überall",
    body: "Diese Lücke liegt rechts von der 10\u2666\ufe0e, also nimmt sie den B\u2666\ufe0e und sonst nichts. Spiel ihn.",
    expected: "spiel den B\u2666\ufe0e nach der 10\u2666\ufe0e",
  },
  dead: {
    title: "Regel 3: tote Lücken",
    body: "Diese Lücke liegt rechts vom K\u2663\ufe0e. Keine Karte ist höher als ein König, also passt hier bis zum Neuverteilen nichts hinein. Eine Lücke rechts von einer anderen Lücke ist ebenfalls tot.",
  },
  redeal: {
    title: "Neu verteilen",
    body: "Wenn du feststeckst oder neue Chancen willst, verteile neu: Alle Karten außerhalb der Folgen werden eingesammelt, gemischt und neu ausgeteilt, mit einer Lücke nach jeder Folge. Klassisch erlaubt das zweimal. Drück auf „Neu verteilen“; da noch Karten ziehen können, fragt das Spiel nach.",
    expected: "drück auf „Neu verteilen“ und bestätige",
  },
  after: {
    title: "Deine Folge blieb liegen",
    body: "Die 2\u2666\ufe0e 3\u2666\ufe0e blieb liegen, und die Lücke danach nimmt die 4\u2666\ufe0e. Spiel sie, damit die Folge wächst.",
    expected: "spiel die 4\u2666\ufe0e nach der 3\u2666\ufe0e",
  },
  score: {
    title: "Punkte",
    body: "Du bekommst 100 für jede Karte in Folge und 1.000 für jede volle Reihe, minus 5 je Zug. Ein Sieg bringt 500 für jede ungenutzte Neuverteilung und einen Bonus für Tempo. Medaillen: Gold für einen Sieg mit einer Neuverteilung übrig, Silber für einen Sieg, der alle brauchte, Bronze für zwei volle Reihen bei einer Niederlage.",
  },
  tools: {
    title: "Hilfe zur Hand",
    body: "„Zurück“ nimmt einen Zug dieser Verteilung zurück. Der Kompass (Tipp) schlägt einen Zug vor und sagt, warum. Die Hilfeseite hat alle Regeln, und diese Anleitung ist jederzeit für dich da. Viel Glück, Marshal!",
  },
};

// -- Rennen -------------------------------------------------------------------------------------

// 1 -> "1.": ein Platz in einem Rennen.
export function ordinal(n) {
  return `${num(n)}.`;
}

S.races = {
  nav: "Rennen",
  kind: "Rennen",
  title: "Rennen",
  lede: "Dieselbe geheime Verteilung, im selben Augenblick an alle ausgeteilt: Der beste Weg gewinnt.",
  mode: "Variante",
  quick: "Jetzt gegen jemanden antreten",
  quickAbout: "Gegner mit ähnlicher Wertung, zu zweit bis zu viert, in einer halben Minute gefunden. Gewertet.",
  quickStart: "Rennen suchen",
  quickWaiting: "Suche nach Gegnern",
  quickWaited: (ms) => `Wartezeit ${formatClock(ms)}. Zu zweit oder dritt geht es nach zehn Sekunden los, zu viert sofort.`,
  quickCancel: "Suche beenden",
  quickNoOne: "Gerade hat niemand deiner Stärke gesucht.",
  ghostOffer: "Tritt stattdessen gegen dein eigenes bestes Spiel dieser Variante an: Sein Geist spielt Zug um Zug neben dir, auf derselben Verteilung.",
  ghostNone: "Beende zuerst ein Spiel dieser Variante: Der Geist, gegen den du antrittst, ist dein eigenes bestes Spiel.",
  ghostStart: "Gegen meinen Geist",
  quickAgain: "Noch einmal suchen",
  matched: "Gegner gefunden: ab in den Raum.",
  create: "Raum aufmachen",
  createAbout: "Wähle Variante und Plätze, dann teile den Code oder den Link.",
  seats: "Plätze",
  seatsCount: (n) => `${num(n)} Teilnehmer`,
  who: "Wer beitreten darf",
  private: "Freunde mit dem Code",
  public: "Alle: unten aufgelistet und gewertet",
  rated: "Gewertetes Rennen",
  ratedAbout: "Wertungen ändern sich nur in gewerteten Rennen; öffentliche Rennen sind es immer.",
  createButton: "Raum aufmachen",
  join: "Mit einem Code beitreten",
  joinAbout: "Sechs Buchstaben und Ziffern, von der Person, die den Raum aufgemacht hat.",
  code: "Code",
  joinButton: "Beitreten",
  badCode: "Ein Code hat sechs Buchstaben und Ziffern, etwa K7MPQ2. Prüfe ihn und versuch es noch einmal.",
  open: "Offene Rennen",
  openEmpty: "Kein öffentliches Rennen wartet auf Teilnehmer. Mach eins auf, dann finden andere es hier.",
  refresh: "Aktualisieren",
  openLine: (mode, taken, seats) => `${mode}: ${num(taken)} von ${count(seats, "Platz", "Plätzen")} belegt`,
  hostedBy: (name) => `Aufgemacht von ${name}`,
  joinThis: "Beitreten",
  ratedTag: "Gewertet",
  unratedTag: "Ungewertet",
  roomTitle: (mode) => `Rennraum \u00b7 ${mode}`,
  ghostTitle: (mode) => `Geisterrennen \u00b7 ${mode}`,
  raceTitle: (mode) => `Rennen \u00b7 ${mode}`,
  resultsTitle: (mode) => `Ergebnis des Rennens \u00b7 ${mode}`,
  codeLabel: "Code des Raums",
  invite: "Einladungslink",
  copy: "Link kopieren",
  copied: "Link kopiert: Schick ihn deinen Freunden.",
  copyFailed: "Markiere den Link und kopiere ihn von Hand.",
  racers: "Teilnehmer",
  freeSeat: "Ein freier Platz",
  host: "hat den Raum aufgemacht",
  youName: "Du",
  unnamed: (seat) => `Teilnehmer ${num(seat)}`,
  ghostName: "Geist",
  take: "Platz nehmen",
  start: "Rennen starten",
  startNeeds: "Das Rennen beginnt, wenn du es sagst, ab zwei Teilnehmern, oder von selbst, sobald alle Plätze belegt sind.",
  waitHost: "Wer den Raum aufgemacht hat, startet das Rennen; es beginnt auch von selbst, sobald alle Plätze belegt sind.",
  startsBy: (time) => `Startet es niemand, beginnt es um ${time} von selbst mit zwei oder mehr Teilnehmern, oder der Raum schließt.`,
  leaveRoom: "Raum verlassen",
  watching: "Du schaust diesem Rennen zu.",
  full: "Alle Plätze sind belegt: Schau dem Rennen von hier aus zu.",
  countdown: "Die Karten kommen in",
  countdownLabel: (n) => `Die Karten kommen in ${count(n, "Sekunde", "Sekunden")}`,
  go: "Los!",
  commitment: (hash) => `Die Verteilung steht vor dem Start fest: ihr Fingerabdruck (SHA-256) ist ${hash}. Der Startwert wird nach dem Rennen verraten, damit jeder das Spiel jedes Teilnehmers prüfen kann.`,
  revealed: (seed, hash) => `Der Startwert der Verteilung war ${seed}; sein SHA-256, ${hash}, wurde vor dem Start gezeigt.`,
  ghostSeed: (seed) => `Die Verteilung des Geists, Startwert ${seed}, kennst du schon: Dieses Übungsrennen zählt nirgends.`,
  fairPlay: "Fairness",
  closed: "Dieser Raum wurde vor dem Rennen geschlossen: Es kamen zu wenige Teilnehmer.",
  missing: "Dieses Rennen lässt sich nicht zeigen. Prüfe den Code oder den Link, oder such dir ein anderes Rennen.",
  rail: "Das Rennen",
  timeLeft: (ms) => `noch ${formatClock(ms)}`,
  inSequence: (cards, total) => `${num(cards)} von ${num(total)} in Folge`,
  progress: (line) => `${count(line.moves ?? 0, "Zug", "Züge")}, ${count(line.redeals_used ?? 0, "Mal", "Mal")} neu verteilt`,
  states: {
    waiting: "Wartet auf die Karten", playing: "Im Rennen", won: "Im Ziel", blocked: "Festgefahren", resigned: "Aufgegeben",
    time_up: "Zeit abgelaufen", left: "Ausgestiegen", race_over: "Beim Zeitlimit gestoppt", over: "Spiel vorbei",
  },
  finishedIn: (ms) => `Im Ziel nach ${formatClock(ms)}`,
  leave: "Rennen verlassen",
  leaveTitle: "Das Rennen verlassen?",
  leaveText: "Aussteigen zählt als Aufgeben: Dein Spiel endet jetzt, und du wirst nach deinen Karten in Folge platziert.",
  leaveYes: "Rennen verlassen",
  resignText: "Im Rennen beendet Aufgeben dein Spiel sofort: Du wirst nach deinen Karten in Folge platziert.",
  leaveForGame: "Dein Rennspiel läuft noch: Ein anderes Spiel zu beginnen gibt es auf, und du wirst nach deinen Karten in Folge platziert.",
  backToTable: "Zurück zu deinem Spielfeld",
  youFinished: "Dein Spiel ist vorbei: Die anderen fahren noch.",
  opponentDone: (name, state) => `${name}: ${S.races.states[state]}.`,
  time: "Zeit",
  cards: "Karten",
  moves: "Züge",
  rating: "Wertung",
  replay: "Ansehen",
  watchReplay: (name) => `Das Spiel von ${name} ansehen`,
  ratingChange: (delta, after) => `${delta >= 0 ? "+" : "\u2212"}${tenths.format(Math.abs(delta))} (jetzt ${tenths.format(after)})`,
  notRated: "Nicht gewertet",
  youPlaced: (position, total) => `Du bist ${ordinal(position)} von ${num(total)}.`,
  youWon: "Du hast das Rennen gewonnen!",
  again: "Noch ein Rennen",
  lobby: "Alle Rennen",
  enterNeeds: "Dein laufendes gewertetes Spiel endet als Niederlage, wenn das Rennen beginnt. Ins Rennen gehen?",
  enterTitle: "Dein Spiel für das Rennen verlassen?",
  enterYes: "Ins Rennen",
  // Why a racer was not rated (the server says it in English; i18n.js's unratedText tells which).
  unrated: {
    ghost: "Übungsrennen werden nicht gewertet.",
    botsOpen: "Rennen, die Bots offenstehen, werden nicht gewertet.",
    private: "Dieses private Rennen wird nicht gewertet.",
    bots: "Bots werden nicht gewertet.",
    hint: "Nicht gewertet: Ein Tipp wurde genutzt.",
    network: "Nicht gewertet: Teilnehmer aus einem Netz werden nicht gegeneinander gewertet.",
    faster: "Nicht gewertet: schneller gespielt, als ein Mensch kann.",
    fewer: "Nicht gewertet: Weniger als zwei Teilnehmer konnten es sein.",
    other: "In diesem Rennen nicht gewertet.",
  },
};


// Die Probleme eines Rennens in seinen eigenen Worten; null, wo die Worte die jeder Anfrage sind.
export function raceProblem(type, context = "") {
  if (type === "in-another-race" && context === "queue") {
    return "Du wurdest einem Rennen zugeteilt, gerade als du die Warteschlange verlassen hast: Hier ist es. Verlass es, wenn du nicht fahren willst.";
  }
  if (type === "not-found") {
    if (context === "ghost") return "Du hast noch kein beendetes Spiel dieser Variante für ein Rennen: Spiel eins, dann tritt gegen seinen Geist an.";
    if (context === "queue") return "Du wartest nicht mehr auf ein Rennen: Such noch einmal.";
    return "Mit diesem Code gibt es kein Rennen. Prüfe ihn oder frag den Gastgeber nach dem Link.";
  }
  if (type === "unknown-race") return "Mit diesem Code gibt es kein Rennen. Prüfe ihn oder frag den Gastgeber nach dem Link.";
  if (type === "race-started" && context === "start") return "Das Rennen hat schon begonnen.";
  if (type === "too-many-requests" && context === "create") {
    return "Zu viele offene Räume oder wartende Teilnehmer aus deinem Netz: Starte oder verlass einen, oder warte ein wenig.";
  }
  return null;
}
