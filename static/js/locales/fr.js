// Français : les mêmes clés que en.js, écrites pour qui joue en français (vouvoiement).
// Les phrases bâties sur les faits du serveur sont faites ici ; rien du serveur n'apparaît brut.
import {
  badgeName, cardName, counted, formatClock, formatDate, listOr, modeLabel, monthTitle, num, periodName, weekdays,
} from "../i18n.js";

// "1 coup", "2 coups" : les deux formes sont toujours données.
export function count(n, one, other = one) {
  return counted(n, one, other);
}

const tenths = new Intl.NumberFormat("fr", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

// La typographie française : une espace insécable avant : ; ? ! et », pour qu'aucune ligne ne commence par eux.
function typeset(value) {
  if (typeof value === "string") return value.replace(/ ([:;?!»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
  if (typeof value === "function") return (...args) => typeset(value(...args));
  if (Array.isArray(value)) return value.map(typeset);
  if (value && typeof value === "object") {
    for (const key of Object.keys(value)) value[key] = typeset(value[key]);
  }
  return value;
}

export const S = {
  brand: "Montana",
  // Les cartes françaises portent valet, dame, roi et as.
  rankLetters: { J: "V", Q: "D", K: "R", A: "A" },
  tagline: "Solitaire Montana",
  nav: { play: "Tapis", new: "Nouvelle partie", leaderboards: "Classements", profile: "Profil", help: "Aide", menu: "Menu", close: "Fermer le menu" },
  hud: {
    label: "État de la partie", mode: "Variante", sequence: "En suite", moves: "Coups", redeals: "Redistributions", score: "Points",
    time: "Temps", timeLeft: "Temps restant", unlimited: "Illimitées",
  },
  controls: {
    label: "Commandes de la partie",
    undo: "Annuler", hint: "Indice", redeal: "Redistribuer", resign: "Abandonner", soundOn: "Son activé", soundOff: "Son coupé",
    volume: "Volume", highlight: "Montrer les coups", more: "Plus",
  },
  board: {
    label: "Le jeu : quatre rangées de cartes",
    replayLabel: "Le jeu à cette étape",
    gap: "case vide",
    deadGap: "case morte : rien n'y va avant une redistribution",
    inSequence: "en suite",
    stuck: "Aucune carte ne peut bouger : redistribuez, ou abandonnez.",
    deckLabel: (left) => (left === null ? "Talon : redistributions illimitées" : `Talon : ${count(left, "redistribution restante", "redistributions restantes")}`),
    deckEmpty: "Talon : plus aucune redistribution",
  },
  confirm: {
    cancel: "Annuler",
    ok: "Oui",
    title: "Vous êtes sûr ?",
    redeal: (moves, left) =>
      `${count(moves, "carte peut", "cartes peuvent")} encore bouger. Redistribuer maintenant ramasse toutes les cartes hors de vos suites et les redonne, et les coups de cette donne ne pourront plus être annulés. ${left === null ? "Les redistributions sont illimitées ici." : `Il en restera ${num(left - 1)}.`}`,
    redealTitle: "Redistribuer maintenant ?",
    redealYes: "Redistribuer",
    leaveTitle: "Quitter cette partie ?",
    leave: (game) =>
      game.kind === "race" ? S.races.leaveForGame : game.ranked
        ? `Les parties classées se jouent une à la fois : votre partie en cours (${modeLabel(game)}, ${count(game.moves, "coup", "coups")}) se termine en défaite, comptée dans vos statistiques.`
        : "Votre partie d'entraînement en cours se termine si vous en commencez une autre.",
    leaveYes: "La terminer et commencer",
    endsTitle: "Ce coup perd la partie",
    ends: "Après ce coup, aucune carte ne peut bouger et il ne reste aucune redistribution : la partie se termine en défaite. Le jouer quand même ?",
    endsYes: "Le jouer et perdre",
    resignTitle: "Abandonner cette partie ?",
    resign: (game) => (game.kind === "race" ? S.races.resignText
      : game.ranked ? "Elle compte comme une défaite dans vos statistiques." : "C'est une partie d'entraînement : elle ne compte nulle part."),
    resignYes: "Abandonner",
    assistedTitle: "Prendre un indice ?",
    assisted: "Un indice retire cette partie classée des classements. Elle compte toujours dans vos statistiques et vos médailles.",
    assistedYes: "Voir un indice",
    tutorialTitle: "Lancer le tutoriel ?",
    tutorial: (game) =>
      game.time_left_ms !== null
        ? "Votre partie Express en cours vous attend, mais son chrono continue de tourner."
        : "Votre partie en cours vous attend ; vous la retrouvez à la fin du tutoriel. Son chrono continue de tourner.",
    tutorialYes: "Lancer le tutoriel",
  },
  modes: {
    "classic@1": { name: "Classique", about: "Quatre rangées de treize, deux redistributions, sans chrono." },
    "relaxed@1": { name: "Détente", about: "Redistributions illimitées, et les coups possibles peuvent être montrés." },
    "express@1": { name: "Express", about: "Trois minutes au chrono : marquez tout ce que vous pouvez." },
    "blue-moon@1": { name: "Blue Moon", about: "Les as ouvrent chaque rangée : quatre rangées de quatorze." },
  },
  kinds: { daily: "Donne du jour", campaign: (level) => `Campagne, étape ${level}`, practice: "Entraînement", winnable: "Donne gagnable" },
  newGame: {
    title: "Nouvelle partie",
    modes: "Choisissez une partie",
    winnable: "Une donne gagnable",
    winnableAbout: "Classique, prouvée gagnable sans redistribution ; son par s'affiche à la fin.",
    daily: "La donne du jour",
    dailyAbout: (date) => `${formatDate(date)} : la même donne Classique pour tous, un essai chacun.`,
    dailyPlay: "Jouer la donne du jour",
    dailyResume: "Reprendre la donne du jour",
    dailyPlayed: (game) => `Vous avez joué la donne du jour : ${outcome(game)}.`,
    dailyReplay: "Revoir votre partie",
    dailyTomorrow: "Une nouvelle donne arrive à minuit (UTC).",
    practice: "S'entraîner sur une graine",
    practiceAbout: "Un mot ou un nombre donne toujours le même jeu ; les parties d'entraînement ne comptent nulle part.",
    seed: "Graine",
    rules: "Variante",
    deal: "Distribuer",
    tutorial: "Apprendre à jouer",
    tutorialAbout: "Une leçon de deux minutes sur une donne d'apprentissage.",
    resume: "Retour à votre partie",
    inPlay: (mode, moves, score) => `${mode} : ${count(moves, "coup", "coups")}, ${count(score, "point", "points")}.`,
    dailyFairPlay: (commitment, yesterday) => `La donne du jour est fixée d'avance : son empreinte (SHA-256) est ${commitment}. La graine sera révélée demain ; celle d'hier était ${yesterday}.`,
  },
  calendar: {
    title: "Calendrier des donnes",
    open: "Calendrier",
    openAbout: "La donne de chaque jour, vos résultats et médailles, et les donnes passées à rejouer.",
    month: (iso) => monthTitle(iso),
    previous: "Mois précédent",
    next: "Mois suivant",
    weekdays: weekdays("short"),
    weekdayNames: weekdays("long"),
    gridLabel: (iso) => `Les donnes du jour de ${S.calendar.month(iso)}`,
    wonDays: (won, played) => `${count(won, "jour gagné", "jours gagnés")} sur ${count(played, "jour joué", "jours joués")} ce mois-ci.`,
    medalNow: (medal) => `Médaille du mois : ${badgeName(medal)}.`,
    medalNext: (next, won) => `Encore ${count(next.days_won - won, "jour gagné", "jours gagnés")} pour ${{ gold: "l'or", silver: "l'argent", bronze: "le bronze" }[next.medal] ?? badgeName(next.medal)}.`,
    medalsAbout: (medals) => `Médailles du mois, selon les jours gagnés : ${medals.map((m) => `${badgeName(m.medal)} ${num(m.days_won)}`).join(", ")}.`,
    dayLabel: (day, today) => {
      const parts = [formatDate(day.date)];
      if (day.date === today) parts.push("aujourd'hui");
      if (day.my_game) parts.push(day.my_game.status === "playing" ? "en cours" : day.my_game.status === "won" ? `gagnée en ${formatClock(day.my_game.elapsed_ms)}` : "perdue");
      if (day.my_game?.badge) parts.push(`médaille ${badgeName(day.my_game.badge).toLowerCase()}`);
      if (!day.my_game && day.date < today) parts.push("pas jouée");
      if (day.practice) parts.push(`rejouée ${count(day.practice.games, "fois", "fois")}`);
      if (day.date > today) parts.push("à venir");
      return parts.join(", ");
    },
    yourGame: "Votre partie",
    notPlayed: "Vous n'avez pas joué la donne de ce jour.",
    notYet: "La donne de ce jour est encore à venir.",
    todayOpen: "La donne du jour reste ouverte jusqu'à minuit (UTC).",
    played: (game) => `${game.status === "won" ? `gagnée en ${formatClock(game.elapsed_ms)}` : game.status === "playing" ? `en cours depuis ${formatClock(game.elapsed_ms)}` : `perdue après ${formatClock(game.elapsed_ms)}`}, ${count(game.moves, "coup", "coups")}, ${game.redeals_used ? count(game.redeals_used, "redistribution", "redistributions") : "sans redistribution"}, ${count(game.score, "point", "points")}.`,
    practice: "Entraînement",
    practiceBest: (practice) => `${count(practice.games, "partie", "parties")} ; la meilleure : ${S.calendar.played(practice.best)}`,
    practiceAbout: "La donne d'un jour passé se rejoue en entraînement, autant de fois que vous voulez : elle ne compte nulle part.",
    practise: "Rejouer cette donne",
    watch: "Revoir votre partie",
    playToday: "Jouer la donne du jour",
    resumeToday: "Reprendre la donne du jour",
    fingerprint: (day) => `La donne de ce jour est fixée d'avance : son empreinte (SHA-256) est ${day.commitment}.${day.seed ? ` Sa graine, révélée à minuit, est ${day.seed}.` : ""}`,
  },
  achievements: {
    title: "Succès",
    count: (earned, all) => `${num(earned)} sur ${num(all)} obtenus`,
    earnedOn: (iso) => `Obtenu le ${formatDate(String(iso).slice(0, 10))}`,
    toEarn: (about) => `Pour l'obtenir : ${about}`,
    names: {
      "first-win-classic": ["Vainqueur Classique", "gagner une partie Classique classée"],
      "first-win-relaxed": ["Vainqueur Détente", "gagner une partie Détente classée"],
      "first-win-express": ["Vainqueur Express", "gagner une partie Express classée"],
      "first-win-blue-moon": ["Vainqueur Blue Moon", "gagner une partie Blue Moon classée"],
      "no-redeal-win": ["Sans bavure", "gagner une partie classée sans redistribution ni indice"],
      "under-par": ["Sous le par", "gagner une donne prouvée gagnable en autant de coups que son par au plus, sans indice"],
      "express-sprint": ["Pony Express", "gagner une partie Express classée en moins de 2 minutes, sans indice"],
      "daily-week": ["Une semaine en selle", "jouer la donne du jour 7 jours de suite"],
      "daily-month": ["Un mois en selle", "jouer la donne du jour 30 jours de suite"],
      "campaign-gold": ["Étape en or", "gagner l'or à une étape de la Campagne classique"],
      "hundred-wins": ["Vieux briscard", "gagner 100 parties classées"],
      "challenge-won": ["Défi relevé", "finir seul premier d'un défi qu'un ami a joué aussi, sans indice"],
    },
  },
  share: {
    button: "Partager votre résultat",
    heading: (date) => `Solitaire Montana \u00b7 la donne du jour du ${formatDate(date)}`,
    outcome: (game) => [
      game.status === "won" ? `Gagnée en ${formatClock(game.elapsed_ms)}` : `Perdue après ${formatClock(game.elapsed_ms)}`,
      count(game.moves, "coup", "coups"),
      game.redeals_used ? count(game.redeals_used, "redistribution", "redistributions") : "sans redistribution",
      game.badge ? `médaille ${badgeName(game.badge).toLowerCase()}` : null,
    ].filter(Boolean).join(" \u00b7 "),
    streak: (days) => `\u{1F525} ${count(days, "jour", "jours")} d'affilée`,
    shared: "Partagé.",
    copied: "Copié : collez-le où vous voulez.",
    failed: "Ce navigateur n'a pu ni le partager ni le copier.",
  },
  streaks: {
    title: "Séries quotidiennes",
    played: "Jours joués d'affilée",
    won: "Jours gagnés d'affilée",
    best: (n) => `record ${num(n)}`,
    value: (n) => count(n, "jour", "jours"),
    none: "Jouez la donne du jour pour lancer une série.",
    keep: "Jouez la donne du jour pour prolonger votre série.",
    kept: "Aujourd'hui compte : revenez demain.",
    freezes: (held, most) => `${count(held, "joker", "jokers")} sur ${num(most)}`,
    freezesAbout: (daysToNext) => daysToNext === null
      ? "Chaque joker couvre un jour manqué. Vous en avez autant que possible."
      : `Chaque joker couvre un jour manqué ; encore ${count(daysToNext, "jour", "jours")} de série pour le suivant.`,
    covered: (days) => `Un joker a couvert ${days.map(formatDate).join(", ")}.`,
    line: (streaks) => streaks.played.current
      ? `Votre série : ${count(streaks.played.current, "jour joué", "jours joués")} d'affilée, ${count(streaks.won.current, "gagné", "gagnés")} d'affilée.`
      : S.streaks.none,
  },
  charts: {
    title: "Graphiques",
    about: "Vos parties classées d'une variante, en dessins : chaque graphique a ses chiffres dans un tableau en dessous.",
    mode: "Variante",
    none: (mode) => `Aucune partie classée ${mode} terminée pour l'instant : jouez-en une pour tracer ses graphiques.`,
    table: "Les chiffres",
    months: "Parties et victoires par mois",
    monthsLabel: (played, won, months) => `Parties classées par mois sur les ${count(months, "dernier mois", "derniers mois")} : ${num(played)} jouées, ${num(won)} gagnées`,
    month: "Mois",
    played: "Jouées",
    won: "Gagnées",
    winRate: "Taux de victoire",
    percent: (share) => `${Math.round(share * 100)}\u202f%`,
    times: "Temps des victoires",
    timesLabel: (wins, best, median) => `Temps de ${count(wins, "victoire", "victoires")} : meilleur ${formatClock(best)}, médian ${formatClock(median)}`,
    noWins: "Pas encore de victoire : le temps d'une victoire s'affichera ici.",
    best: "Meilleur",
    median: "Médian",
    range: (from, to) => `${formatClock(from)} à ${formatClock(to)}`,
    time: "Temps",
    wins: "Victoires",
    games: "Parties",
    moves: "Coups dans une partie terminée",
    movesLabel: (games, median) => `Coups sur ${count(games, "partie terminée", "parties terminées")} : médiane ${num(median)}`,
    movesRange: (from, to) => `${num(from)} à ${num(to)}`,
    redeals: "Redistributions utilisées",
    redealsLabel: (games) => `Redistributions utilisées sur ${count(games, "partie terminée", "parties terminées")}`,
    redealsUsed: (n, unlimited) => (unlimited && n >= 3 ? `${num(n)} ou plus` : num(n)),
    year: "Une année de jeu",
    yearLabel: (games, days) => `${count(games, "partie classée terminée", "parties classées terminées")} sur ${count(days, "jour", "jours")} depuis un an`,
    day: (date, games) => `${formatDate(date)} : ${count(games, "partie", "parties")}`,
    date: "Jour",
    less: "Moins",
    more: "Plus",
  },
  campaign: {
    title: "La Campagne classique",
    about: "Douze étapes sur la piste. Décrochez l'or à chacune pour être nommé Grand Marshal.",
    titled: (title) => `Vous portez le titre de ${title}.`,
    stop: (level) => `Étape ${level}`,
    stopNames: [
      "Bitterroot Crossing", "Gallatin Ford", "Big Hole Pass", "Madison Springs", "Jefferson Bend", "Beartooth Ridge",
      "Yellowstone Bluffs", "Musselshell Flats", "Judith Gap", "Sweet Grass Hills", "Glacier Summit", "Helena",
    ],
    stopLabel: (level, name, badge, attempts) =>
      `Étape ${level}, ${name} : ${badge ? `médaille ${badgeName(badge).toLowerCase()}` : "pas encore de médaille"}, ${count(attempts, "essai", "essais")}`,
    next: "Étape suivante",
    goal: "Grand Marshal",
    goalAbout: "L'or aux douze étapes",
    proven: "Prouvée gagnable",
    mode: "Variante",
    deal: "Donne",
    par: (moves) => `Prouvée gagnable sans redistribution ; par de ${count(moves, "coup", "coups")}`,
    unproven: "Choisie, non prouvée gagnable",
    dealing: "En cours de choix : prête dans une minute",
    best: "Votre meilleur",
    bestMedal: (badge) => `Médaille ${badgeName(badge).toLowerCase()}`,
    noMedal: "Pas encore de médaille",
    attempts: "Essais",
    untried: "Pas encore tentée",
    play: "Jouer cette étape",
    playAgain: "La rejouer",
    backToMap: "Retour à la carte",
    golds: (n) => `${count(n, "médaille d'or", "médailles d'or")} sur 12.`,
  },
  app: {
    offline: "Vous êtes hors ligne ; votre partie est à l'abri sur le serveur. Le jeu reprend au retour de la connexion.",
    updated: "Montana a été mis à jour : la nouvelle version servira dès la prochaine visite.",
    startedElsewhere: (mode) => `Une partie commencée sur un autre appareil est sur le tapis : ${mode}.`,
  },
  badges: { gold: "Or", silver: "Argent", bronze: "Bronze" },
  badgeAbout: {
    gold: "Or : une victoire avec une redistribution en réserve.",
    silver: "Argent : une victoire qui a utilisé toutes les redistributions.",
    bronze: "Bronze : une défaite avec au moins deux rangées complètes.",
  },
  badgeAboutUnlimited: {
    gold: "Or : une victoire sans redistribution.",
    silver: "Argent : une victoire avec des redistributions.",
    bronze: "Bronze : une défaite avec au moins deux rangées complètes.",
  },
  boards: { speed: "Victoires les plus rapides", score: "Meilleurs scores" },
  leaderboards: {
    title: "Classements",
    board: "Classement",
    rules: "Variante",
    period: "Période",
    around: "Me trouver",
    rank: "Rang",
    player: "Joueur",
    time: "Temps",
    moves: "Coups",
    score: "Points",
    replay: "Revoir",
    watch: (name) => `Revoir la partie de ${name}`,
    empty: (board) => board === "speed"
      ? "Personne dans ce classement pour l'instant : gagnez une partie classée sans indice pour être le premier."
      : "Personne dans ce classement pour l'instant : terminez une partie classée sans indice pour être le premier.",
    you: (rank) => `Vous êtes ${ordinal(rank)}`,
    notOn: (board) => board === "speed"
      ? "Vous n'êtes pas encore dans ce classement : gagnez une partie classée de cette variante sur cette période, sans indice."
      : "Vous n'êtes pas encore dans ce classement : terminez une partie classée de cette variante sur cette période, sans indice.",
    you_suffix: "(vous)",
    guest: "Joueur sans nom",
    among: "Qui",
    everyone: "Tout le monde",
    friends: "Amis",
    friendsEmpty: (board) => board === "speed"
      ? "Aucun de vos amis n'a encore gagné de partie classée de cette variante sur cette période. Suivez d'autres joueurs, ou soyez le premier."
      : "Aucun de vos amis n'a encore terminé de partie classée de cette variante sur cette période. Suivez d'autres joueurs, ou soyez le premier.",
  },
  friends: {
    title: "Amis",
    about: "Suivez des joueurs pour les retrouver dans les classements de vos amis. On leur demande d'abord, sauf s'ils vous suivent déjà ou vous ont envoyé leur lien.",
    invite: "Votre lien d'invitation",
    inviteAbout: "Quiconque l'ouvre peut vous suivre aussitôt. Ne l'envoyez qu'à des gens que vous connaissez.",
    makeInvite: "Créer un lien d'invitation",
    copyInvite: "Copier",
    copied: "Lien d'invitation copié : envoyez-le à un ami.",
    newInvite: "Nouveau lien",
    newInviteAbout: "Un nouveau lien désactive l'ancien : qui l'a ne pourra plus vous suivre avec.",
    inviteMade: "Votre lien d'invitation est prêt.",
    requests: "Demandent à vous suivre",
    noRequests: "Personne ne demande à vous suivre en ce moment.",
    accept: "Accepter",
    ignore: "Ignorer",
    following: "Vous suivez",
    noFollowing: "Vous ne suivez encore personne. Ouvrez la page d'un joueur depuis un classement ou une course et choisissez Suivre, ou envoyez votre lien d'invitation.",
    followers: "Vous suivent",
    noFollowers: "Personne ne vous suit encore.",
    blocked: "Bloqués",
    noBlocked: "Vous ne bloquez personne.",
    since: (date) => `depuis le ${date}`,
    asked: "Demande envoyée, en attente de réponse",
    asksYou: "Demande à vous suivre",
    followsYou: "Vous suit",
    youFollow: "Vous le suivez",
    youBlock: "Vous bloquez ce joueur.",
    follow: "Suivre",
    followBack: "Suivre en retour",
    unfollow: "Ne plus suivre",
    takeBack: "Retirer",
    remove: "Retirer",
    block: "Bloquer",
    unblock: "Débloquer",
    blockConfirm: (name) => `Bloquer ${name} ? Tout suivi entre vous prend fin, et ce joueur ne pourra plus vous suivre ni utiliser votre lien d'invitation. Il n'en sera pas averti.`,
    blockedNow: (name) => `Vous bloquez ${name} désormais.`,
    unblocked: (name) => `Vous ne bloquez plus ${name}.`,
    requested: (name) => `Demande envoyée : ${name} la verra.`,
    nowFollowing: (name) => `Vous suivez ${name} désormais.`,
    accepted: (name) => `${name} vous suit désormais.`,
    ignored: (name) => `Ignorée : ${name} n'en est pas averti.`,
    inviteTitle: (name) => `${name} vous invite`,
    inviteText: (name) => `Suivez ${name} pour vous retrouver dans les classements de vos amis.`,
    inviteFollow: (name) => `Suivre ${name}`,
    inviteYours: "C'est votre propre lien d'invitation : envoyez-le à un ami.",
    inviteGone: "Ce lien d'invitation n'est plus valable. Demandez-en un nouveau à votre ami.",
  },
  challenges: {
    title: "Défi",
    list: "Défis",
    none: "Aucun défi pour l'instant. Défiez un ami depuis sa page, ou demandez une revanche après une course.",
    about: "Une seule donne secrète pour vous tous, jouée une fois par chacun, quand il veut. Personne ne voit comment les autres ont joué avant d'avoir joué.",
    challenge: "Défier",
    mode: "Mode",
    rematch: "Revanche",
    made: (names) => `Défi envoyé à ${names}.`,
    play: "Jouer",
    resume: "Reprendre la partie",
    decline: "Refuser",
    declineTitle: "Refuser le défi ?",
    declineText: "Vous ne jouerez pas cette donne, et les autres seront classés sans vous.",
    declined: "Vous avez refusé ce défi.",
    by: (name) => `De ${name}`,
    endsAt: (when) => `À jouer avant le ${when}.`,
    placedAt: (when) => `Classé le ${when}.`,
    seal: "Sceau de la donne",
    sealAbout: "L'empreinte SHA-256 de la graine distribuée à tous : une fois la graine montrée, chacun peut la vérifier.",
    seed: "Graine",
    hidden: "Visible une fois que vous avez joué",
    hint: "Un indice vous classe après tous ceux qui ont joué jusqu'au bout.",
    open: "Ouvert",
    placed: "Classé",
    youWon: "Vous avez gagné le défi !",
    statuses: { invited: "Pas encore joué", playing: "En train de jouer", done: "A joué", declined: "A refusé", missed: "L'a manqué" },
    why: {
      declined: "A refusé", missed: "N'a pas joué à temps", resigned: "A abandonné", left: "A quitté la partie",
      hint: "A demandé un indice", program: "Joué par un programme", pace: "A joué plus vite qu'un humain ne le peut",
    },
    leaveTitle: "Quitter votre partie pour le défi ?",
    leaveText: "Votre partie classée en cours se termine par une défaite, et la donne du défi est distribuée.",
    leaveYes: "Jouer le défi",
    players: "Joueurs",
  },
  notices: {
    label: "Avis",
    close: "Fermer l'avis",
    followRequested: (name) => `${name} demande à vous suivre.`,
    followed: (name) => `${name} vous suit désormais.`,
    followAccepted: (name) => `${name} a accepté votre demande : vous le retrouvez dans les classements de vos amis.`,
    challenged: (name, mode) => `${name} vous défie sur une donne secrète (${mode}).`,
    finished: (mode) => `Votre défi (${mode}) est classé.`,
    finishedPlace: (mode, place, players) => `Votre défi (${mode}) est classé : vous finissez ${ordinal(place)} sur ${num(players)}.`,
    seeRequest: "Voir la demande",
    seePlayer: "Voir sa page",
    seeChallenge: "Ouvrir le défi",
    seePlaces: "Voir le classement",
  },
  passkeys: {
    title: "Clés d'accès",
    about: "Connectez-vous sur n'importe quel appareil avec votre empreinte, votre visage ou le verrouillage de l'écran, sans mot de passe. Votre appareil garde la clé ; le serveur n'en connaît que la moitié publique.",
    none: "Aucune clé d'accès pour l'instant.",
    name: "Nom de la clé d'accès",
    defaultName: "Clé d'accès",
    add: "Ajouter une clé d'accès",
    remove: "Retirer",
    removeConfirm: (name) => `Retirer la clé d'accès ${name} ? Elle ne vous connectera plus ; les appareils connectés avec elle le restent.`,
    removed: (name) => `La clé d'accès ${name} est retirée.`,
    added: (when) => `Ajoutée le ${when}`,
    used: (when) => `Utilisée pour la dernière fois le ${when}`,
    addedNow: "Votre clé d'accès est ajoutée : connectez-vous avec elle sur n'importe quel appareil.",
    accountMade: "Votre clé d'accès est ajoutée, et ce joueur est maintenant un compte : connectez-vous avec elle sur n'importe quel appareil.",
    signIn: "Se connecter avec une clé d'accès",
    signedIn: "Vous êtes connecté avec une clé d'accès.",
    signedInNow: "Connecté avec votre clé d'accès.",
    unsupported: "Ce navigateur ne sait pas créer de clés d'accès.",
  },
  deviceLink: {
    title: "Relier un appareil",
    about: "Jouez sur un autre téléphone ou ordinateur en tant que ce même joueur, avec toutes vos parties et médailles : affichez un code ici, puis scannez-le ou tapez-le là-bas. Il sert une fois, pendant 5 minutes.",
    show: "Afficher un code",
    again: "Nouveau code",
    qrAlt: "Code QR qui relie un autre appareil",
    codeLabel: (letters) => `Code : ${letters}`,
    until: (when) => `Sert une fois, jusqu'au ${when}.`,
    enterTitle: "Vous jouez sur un autre appareil ?",
    enterAbout: "Saisissez le code que votre autre appareil affiche dans Profil, Relier un appareil : cet appareil devient ce joueur.",
    code: "Code",
    enter: "Relier cet appareil",
    signedIn: "Cet appareil est relié : vous y jouez maintenant en tant que le même joueur.",
  },
  periodWeek: (week, year) => `Semaine ${week} de ${year}`,
  periodDaily: (date) => `Donne du ${date}`,
  periods: { all: "Depuis toujours", week: "Cette semaine", day: "Aujourd'hui", daily: "Donne du jour" },
  periodsInSentence: { all: "depuis toujours", week: "cette semaine", day: "aujourd'hui", daily: "donne du jour" },
  solver: {
    par: (par) => `Par de cette donne : ${count(par, "coup", "coups")}, la plus courte victoire trouvée par le solveur sans redistribution.`,
    unwinnable: "Le solveur a prouvé cette donne impossible à gagner sans redistribution : il faut les redistributions pour gagner.",
    hardest: "Donne la plus dure gagnée",
    hardestPar: (mode, par) => `${mode}, par de ${count(par, "coup", "coups")}`,
    hardestUnwinnable: (mode) => `${mode}, prouvée impossible sans redistribution`,
  },
  leagues: { label: "Joueurs", people: "Humains", bots: "Robots" },
  bot: {
    mark: "BOT",
    about: "Un programme : il figure dans les classements des robots",
    profile: "Un programme : ses parties sont classées avec celles des robots, à part des humains.",
  },
  review: {
    title: "En examen",
    entry: (board, rank, figure) => (board === "speed"
      ? `Votre victoire en ${formatClock(figure.elapsed_ms)} serait ${ordinal(rank)} ici.`
      : `Votre score de ${num(figure.score)} serait ${ordinal(rank)} ici.`),
    about: "Elle entre au classement dès qu'un modérateur l'a examinée.",
    botsEmpty: "Aucun robot dans ce classement pour l'instant : les programmes sont classés ici, à part des humains.",
  },
  player: {
    title: (name) => `Profil de ${name}`,
    yours: "Votre profil public",
    seeYours: "Voir votre profil public",
    unnamed: "Ce joueur n'a pas choisi de pseudo.",
    badges: "Médailles",
    campaignGolds: "Étapes en or",
    ofTwelve: (n) => `${num(n)} sur 12`,
    cardBacks: "Dos de cartes",
    played: "Jouées", won: "Gagnées", abandoned: "Parties abandonnées", bestScore: "Meilleur score", bestTime: "Meilleur temps",
    fewestMoves: "Victoire en moins de coups", none: "Aucune pour l'instant",
    nothingYet: "Aucune partie classée terminée pour l'instant.",
    races: "Cotes en course",
    rating: (rating, races) => `${tenths.format(rating)} après ${count(races, "course", "courses")}`,
    games: "Parties récentes",
    campaign: "Campagne",
    race: "Course",
    noGames: "Aucune partie terminée à montrer pour l'instant.",
    game: (mode, result) => `${mode} : ${result}`,
    watch: "Revoir",
    watchLabel: (mode, when) => `Revoir la partie ${mode} du ${when}`,
    banned: (reason) => `Vous êtes écarté des classements : ${reason}`,
  },
  moderation: {
    nav: "Modération",
    title: "Modération",
    about: "Les parties retenues pour examen, les plus anciennes d'abord. Chaque décision est gardée avec votre nom, l'heure et votre motif.",
    queue: "Retenues pour examen",
    empty: "Aucune partie n'attend d'examen.",
    more: "Voir plus",
    account: (username) => `compte ${username}`,
    guest: "un invité",
    won: "gagnée", lost: "perdue",
    summary: (mode, result, score, ms, moves) => `${mode} : ${result}, ${count(score, "point", "points")} en ${formatClock(ms)}, ${count(moves, "coup", "coups")}`,
    held: (when) => `Retenue ${when}`,
    flags: "Pourquoi elle a été retenue",
    facts: "Ce que dit l'horloge du serveur",
    actions: "Actions",
    think: "Temps médian entre deux actions",
    pace: "Rythme le plus rapide",
    paceValue: (rate) => `${tenths.format(rate)} actions par seconde`,
    agreement: "Le premier choix du solveur",
    agreementValue: (share, choices) => `${Math.round(share * 100)}\u202f% de ${count(choices, "vrai choix", "vrais choix")}`,
    ms: (ms) => `${num(ms)} ms`,
    notMeasured: "Non mesuré",
    replay: "Revoir la partie",
    reason: "Motif (gardé avec la décision)",
    clear: "Valider : elle est classée",
    reject: "Rejeter : elle ne sera jamais classée",
    markBot: "Marquer comme robot",
    unmarkBot: "Pas un robot",
    ban: "Exclure des classements",
    unban: "Lever l'exclusion",
    tools: "Outils de modération",
    toolsAbout: "Les parties d'un robot passent dans les classements des robots ; celles d'un joueur exclu quittent tous les classements. Les deux se défont.",
    rejectTitle: "Rejeter cette partie ?",
    rejectText: (name) => `La partie de ${name} ne sera jamais classée, et c'est définitif.`,
    rejectYes: "La rejeter",
    banTitle: "Exclure ce joueur ?",
    banText: (name) => `Toutes les parties de ${name} quittent tous les classements jusqu'à la levée de l'exclusion. Il peut toujours jouer, et voir votre motif.`,
    banYes: "Exclure",
    done: {
      clear: (name) => `La partie de ${name} est validée : elle est classée.`,
      reject: (name) => `La partie de ${name} est rejetée : elle ne sera jamais classée.`,
      "mark-bot": (name) => `${name} est marqué comme robot.`,
      "unmark-bot": (name) => `${name} n'est plus marqué comme robot.`,
      ban: (name) => `${name} est exclu des classements.`,
      unban: (name) => `L'exclusion de ${name} est levée.`,
    },
    decisions: "Décisions",
    noDecisions: "Aucune décision pour l'instant.",
    decision: {
      clear: (name) => `Partie de ${name} validée`,
      reject: (name) => `Partie de ${name} rejetée`,
      "mark-bot": (name) => `${name} marqué comme robot`,
      "unmark-bot": (name) => `Marque de robot de ${name} retirée`,
      ban: (name) => `${name} exclu`,
      unban: (name) => `Exclusion de ${name} levée`,
    },
    by: (name, when) => `par ${name}, ${when}`,
    someone: "un joueur",
  },
  profile: {
    title: "Votre profil",
    guest: "Invité",
    guestAbout: "Vous jouez en invité sur cet appareil. Créez un compte pour retrouver votre progression partout.",
    signedIn: (name) => `Connecté en tant que ${name}.`,
    name: "Pseudo",
    nameAbout: "Affiché dans les classements.",
    saveName: "Enregistrer le pseudo",
    stats: "Statistiques",
    noStats: "Terminez une partie classée pour voir vos statistiques ici.",
    played: "Jouées", won: "Gagnées", winRate: "Taux de victoire", streak: "Série", bestTime: "Meilleur temps", bestScore: "Meilleur score",
    fewestMoves: "Victoire en moins de coups", averageScore: "Score moyen", medals: "Médailles", none: "Aucune pour l'instant",
    streakText: (now, best) => `${num(now)} (record ${num(best)})`,
    chartLabel: (days) => `Parties classées jouées et gagnées chacun des ${days.length} derniers jours : ${num(days.reduce((sum, day) => sum + day.played, 0))} jouées, ${num(days.reduce((sum, day) => sum + day.won, 0))} gagnées`,
    chartDay: (day) => `${formatDate(day.date)} : ${count(day.played, "partie jouée", "parties jouées")}, ${count(day.won, "gagnée", "gagnées")}`,
    chartPeriod: "30 derniers jours :",
    chartPlayed: (n) => `${count(n, "jouée", "jouées")}`,
    chartWon: (n) => `${count(n, "gagnée", "gagnées")}`,
    today: "Aujourd'hui",
    backs: "Dos de cartes",
    owned: "À vous",
    toEarn: (how) => `Pour l'obtenir : ${how}.`,
    settings: "Réglages",
    settingsAbout: "Ils vous suivent sur chaque appareil où vous vous connectez.",
    theme: "Tapis", cardBack: "Dos des cartes", animation: "Animation",
    fourColour: "Quatre couleurs", sound: "Son", music: "Musique", highlight: "Montrer les coups (Détente)",
    leftHanded: "Disposition pour gaucher",
    saveSettings: "Enregistrer les réglages",
    language: "Langue",
    languageBrowser: (name) => `Celle du navigateur (${name})`,
    languageReload: "La page se recharge dans la langue choisie.",
    account: "Gardez votre progression : créez un compte",
    username: "Identifiant", password: "Mot de passe", passwordNew: "Mot de passe (8 caractères ou plus)",
    createAccount: "Créer le compte",
    signIn: "Se connecter sur cet appareil",
    signInButton: "Se connecter",
    signOut: "Se déconnecter",
    saved: "Réglages enregistrés.",
    nameSaved: "Pseudo enregistré.",
    accountCreated: "Compte créé : connectez-vous avec lui sur n'importe quel appareil.",
  },
  consent: {
    title: "Autoriser une application",
    asks: (name) => ["« ", name, " » veut utiliser votre compte Montana"],
    signedInAs: "Vous êtes connecté en tant que",
    mayTitle: "Elle pourra",
    scopes: {
      read: "Voir vos parties, statistiques, profil et réglages",
      play: "Commencer et jouer des parties à votre place : elles comptent sur votre profil et dans les classements",
      bot: "Jouer pour vous en robot : ces parties sont classées avec celles des robots",
      friends: "Voir qui vous suivez et qui vous suit, et les classements de vos amis",
    },
    never: "Elle ne pourra jamais changer votre mot de passe, vos réglages ou vos jetons, autoriser d'autres applications, ni modérer.",
    returnsTo: "Votre réponse part vers",
    trust: "Une application peut se donner n'importe quel nom : ne l'autorisez que si vous savez d'où elle vient.",
    allow: "Autoriser",
    deny: "Refuser",
    allowed: "Autorisée. Retour à l'application…",
    denied: "Refusée. Retour à l'application…",
    later: "Votre page Profil montre les applications autorisées, et vous permet de retirer l'accès à chacune.",
    signInTitle: "Connectez-vous pour répondre",
    signInAbout: "Seul un compte peut autoriser une application. Connectez-vous au vôtre sur cet appareil.",
    refusedTitle: "Cette demande ne peut pas aboutir",
    refused: (why) => `L'application a fait sa demande d'une manière que ce serveur n'accepte pas : ${why}`,
    back: "Retour à l'application",
    noWayBack: "Son adresse n'est pas fiable : vous n'y êtes donc pas renvoyé. Prévenez les auteurs de l'application.",
    tryAgain: "Rechargez la page pour réessayer.",
    toTheGame: "Aller plutôt au jeu",
  },
  apps: {
    title: "Applications et jetons",
    about: "Des programmes qui agissent pour vous. Retirez l'accès à n'importe lequel à tout moment ; c'est fait aussi quand vous changez de mot de passe ou vous déconnectez partout.",
    granted: "Applications autorisées",
    noneGranted: "Aucune application autorisée. Une application vous le demande sur une page Montana, et vous choisissez.",
    tokens: "Vos jetons d'application",
    noTokens: "Aucun jeton. Créez-en un ci-dessous pour un programme à vous.",
    lastUsed: (when) => `utilisé ${when}`,
    never: "jamais utilisé",
    until: (when) => `jusqu'au ${when}`,
    letOut: "Retirer l'accès",
    revoke: "Révoquer",
    newToken: "Créer un jeton d'application",
    newTokenAbout: "Pour un programme à vous : envoyez-le en Authorization: Bearer <jeton>. Il n'est montré qu'une fois.",
    name: "Nom",
    scopes: { read: "Lire", play: "Jouer", bot: "Jouer en robot", friends: "Lire les amis" },
    make: "Créer le jeton",
    made: "Copiez ce jeton maintenant : il ne sera plus montré.",
    copy: "Copier",
    copied: "Copié.",
    letOutDone: (name) => `${name} ne peut plus utiliser votre compte.`,
    revoked: (name) => `Le jeton « ${name} » ne fonctionne plus.`,
    pickScope: "Choisissez au moins une chose que le jeton peut faire.",
  },
  cardBacks: {
    names: {
      "red-lattice": "Treillis rouge", "blue-lattice": "Treillis bleu", "pine-grain": "Veinure de pin", "brass-star": "Étoile de laiton",
      "gold-rush": "Ruée vers l'or", "prairie-sunset": "Couchant sur la prairie", "sunrise-rider": "Cavalier de l'aube", "marshal-badge": "Insigne du marshal",
    },
    deeds: {
      "brass-star": () => "gagner une partie",
      "gold-rush": () => "obtenir une médaille d'or",
      "prairie-sunset": (n) => `gagner ${count(n, "partie", "parties")}`,
      "sunrise-rider": (n) => `jouer la donne du jour ${count(n, "jour", "jours")} de suite`,
      "marshal-badge": () => "obtenir le titre de Grand Marshal",
    },
  },
  themes: { "classic-felt": "Feutre vert classique", "aged-pine": "Vieux pin", "sunset-leather": "Cuir au couchant" },
  speeds: { off: "Aucune", slow: "Lente", normal: "Normale", fast: "Rapide" },
  gameOver: {
    won: "Gagné !",
    blocked: "Plus aucun coup",
    resigned: "Abandon",
    abandoned: "Quittée pour une autre partie",
    expired: "Le jour est fini",
    time_up: "Temps écoulé",
    over: "Partie terminée",
    time: "Temps",
    moves: "Coups",
    score: "Points",
    total: "Score final",
    medal: (badge) => `Médaille ${badgeName(badge).toLowerCase()}`,
    par: (par, moves) => `Par de cette donne : ${count(par, "coup", "coups")} (la victoire du solveur). Vous en avez joué ${num(moves)}.`,
    improved: (board, period, rank, previous, league) =>
      `${S.boards[board]}, ${S.periodsInSentence[period] ?? periodName(period)}${league === "bots" ? ` ${S.gameOver.bots}` : ""} : ${ordinal(rank)}${previous ? ", un nouveau record personnel" : ", votre première entrée"}`,
    unlocked: (name) => `Nouveau dos de cartes : ${name}`,
    achievement: (code) => `Succès : ${S.achievements.names[code]?.[0] ?? S.achievements.title}`,
    underReview: "Retenue pour examen : elle entre aux classements publics dès qu'un modérateur l'a examinée.",
    offBoards: {
      race: "Les parties de course comptent pour les cotes de course, pas pour les classements.",
      not_ranked_kind: "Les étapes de campagne et les donnes prouvées gagnables ne figurent pas aux classements.",
      assisted: "Un indice a servi dans cette partie : elle ne figure pas aux classements.",
      not_allowed: "Ce joueur ne peut pas figurer aux classements.",
      daily_too_new: "Le classement de la donne du jour est réservé aux comptes créés avant le début de son jour.",
      held: "Retenue pour examen : un modérateur examinera cette partie.",
    },
    bots: "(ligue des robots)",
    title: (title) => `Nouveau titre : ${title}`,
    campaign: (level, badge) => `Étape ${level} de la campagne : ${badge ? `meilleure médaille ${badgeName(badge).toLowerCase()}` : "pas encore de médaille"}`,
    replay: "Revoir la partie",
    again: "Nouvelle partie",
    retry: "Réessayer",
    nextStop: (level) => `Étape suivante : ${num(level)}`,
    close: "Voir le jeu",
    fairPlay: "Jeu équitable",
    seedPractice: (seed) => `Graine : ${seed}`,
    seedRevealed: (seed, commitment) => `La graine de cette donne était ${seed} ; son SHA-256, ${commitment}, a été publié au début de la partie.`,
    seedLater: "La graine de cette donne sera révélée plus tard : le lendemain pour la donne du jour ; celles de la campagne restent secrètes, car tous les joueurs les partagent.",
  },
  scoreLines: {
    "cards in sequence": (n) => `${count(n, "carte", "cartes")} en suite \u00d7 100`,
    "complete rows": (n) => `${count(n, "rangée complète", "rangées complètes")} \u00d7 ${num(1000)}`,
    moves: (n) => `${count(n, "coup", "coups")} \u00d7 \u22125`,
    "redeals left": (n) => `${count(n, "redistribution restante", "redistributions restantes")} \u00d7 500`,
    "seconds under par": (n) => `${count(n, "seconde", "secondes")} sous le temps de référence \u00d7 10`,
  },
  replay: {
    title: (mode) => `Revoir : ${mode}`,
    step: (index, last) => `Étape ${num(index)} sur ${num(last)}`,
    deal: "la donne",
    move: (card, row, col) => `${cardName(card)} en ${position(row, col)}`,
    undo: "annulation",
    redeal: "redistribution",
    resign: "abandon",
    timeout: "temps écoulé",
    figures: (moves, score, ms) => `${count(moves, "coup", "coups")}, ${count(score, "point", "points")}, ${formatClock(ms)}`,
    first: "Première étape", previous: "Étape précédente", next: "Étape suivante", last: "Dernière étape",
    play: "Dérouler la partie", pause: "Pause",
  },
  play: {
    choose: (card, gaps) => `${cardName(card)} va dans ${count(gaps, "case vide", "cases vides")} : choisissez-en une.`,
    gapTakes: (cards) => `Cette case accepte ${listOr(cards.map(cardName))} : choisissez.`,
    dead: "Rien ne peut aller dans cette case avant une redistribution : elle est à droite d'un roi ou d'une autre case vide.",
    fitsNothing: (card) => `${cardName(card)} ne va dans aucune case pour l'instant.`,
    dropOnGap: "Posez une carte sur une case vide.",
    deadDrop: "Rien ne peut aller dans cette case avant une redistribution.",
    doesNotFit: (card, accepts) => `${cardName(card)} ne va pas là : cette case accepte ${listOr(accepts.map(cardName))}.`,
    compass: "Boussole",
    hintMove: (card, to, gapName) => `Jouez ${cardName(card)} dans ${gapName}.`,
    hintRedeal: "Redistribuez.",
    hintUndo: "Annulez.",
    // Le serveur explique en anglais ; ici l'indice parle à partir de ses faits.
    hintReason: (hint) => {
      const moves = hint.line?.length ?? 0;
      if (hint.wins) return moves ? `Cette donne se gagne ainsi en ${count(moves, "coup", "coups")}.` : "Cette donne se gagne ainsi.";
      if (hint.kind === "redeal") return "Plus aucun coup ne mène plus loin dans cette donne.";
      if (hint.kind === "undo") return "Un coup précédent bloque la victoire.";
      return moves > 1 ? `La meilleure suite trouvée dans cette donne compte ${count(moves, "coup", "coups")}.` : "C'est le meilleur coup trouvé.";
    },
    hintVerdict: (hint) => ({
      winnable: "Une victoire est connue à partir d'ici.",
      lost: "Plus aucune suite ne gagne, et il ne reste aucune redistribution.",
    }[hint.verdict] ?? ""),
    gapAfter: (card) => `la case après ${cardName(card)}`,
    rowStart: (row) => `le début de la rangée ${row + 1}`,
    noUndo: "Rien à annuler dans cette donne.",
    noRedeal: "Plus aucune redistribution.",
    timeUp: "Temps écoulé.",
    leftTutorial: "Vous revoilà dans votre partie.",
  },
  welcome: {
    title: "Bienvenue dans Montana",
    body: "Glissez les cartes dans les cases vides jusqu'à ce que chaque rangée aille du deux au roi dans une seule couleur. Nouveau venu ? Le tutoriel prend deux minutes.",
    start: "Lancer le tutoriel",
    skip: "Plus tard",
  },
  tutorial: {
    label: "Tutoriel",
    step: (index, total) => `Étape ${index} sur ${total}`,
    next: "Suivant",
    back: "Retour",
    skip: "Quitter le tutoriel",
    finish: "Terminer",
    wrongMove: (expected) => `À cette étape, ${expected}.`,
    blocked: "Le tutoriel montre une chose à la fois : suivez l'étape ci-dessus.",
    done: "Tutoriel terminé. Distribuez votre propre partie depuis Nouvelle partie.",
  },
  help: { title: "Comment jouer" },
  errors: { retry: "Réessayer" },
  settingsConflict: "Vos réglages ont changé sur un autre appareil : les voici. Enregistrez à nouveau pour les modifier.",
  signedOutHere: "Vous avez été déconnecté sur cet appareil : depuis un autre appareil, par un changement de mot de passe, ou après une longue absence. Connectez-vous ici pour retrouver votre compte ; d'ici là, vous jouez en tant que nouvel invité.",
  guestEnded: "Votre session d'invité sur cet appareil avait pris fin après une longue absence : vous jouez maintenant en nouvel invité. Créez un compte dans Profil pour garder vos parties pour de bon.",
};
typeset(S);

// Les problèmes de l'API deviennent des phrases selon leur type ; `context` dit ce que faisait le joueur.
export function problemSentence(error, context = "") {
  return typeset(sentence(error, context));
}

function sentence(error, context) {
  if (!error || error.network) return "Le serveur est injoignable. Vérifiez votre connexion et réessayez.";
  const type = String(error.problem?.type || "").replace("/problems/", "");
  const fields = (error.problem?.errors || []).map((item) => (item.location || []).at(-1));
  const wait = error.retryAfter ? count(error.retryAfter, "seconde", "secondes") : "un instant";
  switch (type) {
    case "unauthorized":
      if (context === "device-link") return "Ce code ne relie aucun appareil : il est mal tapé, déjà utilisé ou vieux de plus de 5 minutes. Affichez-en un nouveau sur votre autre appareil.";
      return "Vous avez été déconnecté sur cet appareil. Reconnectez-vous depuis la page Profil, ou rechargez pour jouer en invité.";
    case "wrong-credentials":
      return "Cet identifiant et ce mot de passe ne correspondent pas. Vérifiez-les et réessayez.";
    case "not-found":
      if (context === "replay") return "Cette partie ne peut pas être montrée : elle est peut-être encore en cours, ou le lien est faux.";
      if (context === "leaderboard") return "Cette période n'existe pas au calendrier : choisissez-en une autre.";
      if (context === "friends") return "Ce n'est plus là : la page montre où en sont les choses.";
      return "Cette partie est introuvable. Elle a peut-être été jouée sur un autre compte.";
    case "game-over":
      return "Cette partie est déjà terminée.";
    case "conflict":
      if (context === "rename") return "Ce pseudo est déjà pris : choisissez-en un autre.";
      if (context === "signup") return "Cet identifiant est pris, ou ce joueur a déjà un compte : choisissez un autre identifiant, ou connectez-vous.";
      if (context === "token") return "Vous avez autant de jetons d'application que permis : révoquez-en un d'abord.";
      if (context === "moderation") return "C'était déjà décidé, ou cela ne peut pas s'appliquer à ce joueur (un modérateur ne peut pas être exclu). La page montre où en sont les choses.";
      if (context === "friends") return "Vous suivez (ou avez sollicité) autant de joueurs que permis : cessez d'en suivre, ou attendez des réponses, d'abord.";
      return "Cela entre en conflit avec quelque chose de déjà enregistré. Rechargez la page et réessayez.";
    case "stale-version":
      return context === "settings"
        ? S.settingsConflict
        : "Cette partie a changé sur un autre appareil. Le jeu montre où elle en est : continuez à partir d'ici.";
    case "stale-settings":
      return S.settingsConflict;
    case "oauth-refused":
      return "La demande de connexion de cette application n'a pas pu être acceptée. Retournez à l'application et recommencez, ou prévenez ses auteurs.";
    case "insufficient-scope":
      return "Cette connexion ne permet pas cela. Reconnectez-vous depuis la page Profil.";
    case "uri-too-long":
      return "Cette adresse est trop longue. Revenez en arrière et réessayez.";
    case "if-match-required":
      return "Vos réglages n'ont pas pu être enregistrés. Rechargez la page et réessayez.";
    case "invalid-period":
      return "Cette période de classement est inconnue : choisissez-en une dans la liste.";
    case "illegal-action":
      return "Ce coup n'est pas permis ici. Le jeu montre où en est la partie.";
    case "malformed-action":
      return "Ce coup n'a pas pu être compris. Rechargez la page et réessayez.";
    case "invalid-request":
      if (fields.includes("username")) return "Un identifiant compte de 3 à 32 lettres, chiffres, points, tirets ou tirets bas.";
      if (fields.includes("password")) return "Un mot de passe compte de 8 à 128 caractères.";
      if (fields.includes("display_name")) return "Un pseudo compte de 3 à 24 caractères.";
      if (fields.includes("seed")) return "Une graine compte de 1 à 200 caractères.";
      return "Quelque chose dans ce formulaire n'est pas valable. Vérifiez-le et réessayez.";
    case "idempotency-key-reused":
      return "Cette demande a déjà été envoyée une fois. Rechargez la page et réessayez.";
    case "too-many-requests":
      return context === "signin" ? `Trop de tentatives de connexion : attendez ${wait} et réessayez.` : `Trop de demandes : attendez ${wait} et réessayez.`;
    case "database-unavailable":
      return "Le stockage des parties est injoignable pour le moment, et rien n'a changé. Réessayez dans quelques secondes.";
    case "outcome-unknown":
      return "Le stockage des parties a cessé de répondre juste après avoir reçu votre demande : elle est peut-être passée. Le jeu montrera où en sont les choses dès qu'il répondra.";
    case "no-winnable-deal-ready":
      return "Aucune donne prouvée gagnable n'est encore prête. Réessayez dans une minute, ou jouez n'importe quelle donne.";
    case "invalid-cursor":
      return "Cette page de résultats a expiré. Recommencez depuis le haut.";
    case "body-too-large":
      return "C'était trop à envoyer d'un coup. Raccourcissez et réessayez.";
    case "ranked-game-in-play":
      return "Vous avez une partie classée en cours. Terminez-la, ou quittez-la, avant d'en commencer une autre.";
    case "forbidden":
      return "Ce n'est pas ouvert à ce compte.";
    case "winnable-share-used":
      return "Les donnes gagnables du jour sont toutes prises. Jouez n'importe quelle donne maintenant, ou revenez demain.";
    case "campaign-level-not-ready":
      return `La donne de cette étape est encore en cours de choix. Réessayez dans ${wait}.`;
    case "deal-not-public":
      return "La donne de ce jour est encore en jeu. Elle pourra être rejouée une fois son jour fini, après minuit (UTC).";
    case "headers-too-large":
      return "Ce navigateur a envoyé trop de données avec cette demande. Rechargez la page et réessayez.";
    case "hints-busy":
      return `La boussole est occupée par les indices de nombreux joueurs. Redemandez dans ${wait}.`;
    case "sign-in-busy":
      return `Les connexions sont très nombreuses en ce moment. Réessayez dans ${wait}.`;
    case "slow-requests-busy":
      return `Le serveur est occupé par de nombreux indices et connexions. Réessayez dans ${wait}.`;
    case "server-busy":
      return `Le serveur est occupé par de nombreux joueurs à la fois, et rien n'a changé. Réessayez dans ${wait}.`;
    case "migrations-pending":
      return "Le serveur est en cours de mise à jour. Réessayez dans une minute.";
    case "unreadable-body":
      return "Cette demande n'a pas pu être lue. Rechargez la page et réessayez.";
    case "action-limit":
      return "Cette partie a duré aussi longtemps qu'une partie le peut. Abandonnez-la, puis commencez-en une nouvelle.";
    case "race-full":
      return "Cette course est complète. Rejoignez-en une autre, ou ouvrez votre propre salon.";
    case "race-started":
      return "Cette course a déjà commencé. Rejoignez-en une autre, ou regardez celle-ci.";
    case "in-another-race":
      return "Vous êtes déjà dans une autre course. Quittez-la d'abord, ou terminez-la.";
    case "too-few-racers":
      return "Une course demande au moins deux coureurs. Attendez que quelqu'un arrive, ou partagez le code du salon.";
    case "not-the-host":
      return "Seul le coureur qui a ouvert le salon peut faire cela.";
    case "bots-not-allowed":
      return "Ce salon est réservé aux humains : les robots ne peuvent pas y entrer.";
    case "blocked":
      if (context === "challenge") return "Vous ne pouvez pas défier ce joueur : l'un de vous bloque l'autre.";
      return "Vous ne pouvez pas suivre ce joueur : l'un de vous bloque l'autre.";
    case "passkey-refused":
      return "Cette clé d'accès n'a pas pu vous connecter ici. Essayez-en une autre, ou connectez-vous avec votre nom d'utilisateur et votre mot de passe.";
    case "not-friends":
      return "Vous pouvez défier les joueurs qui vous laissent les suivre, ou qui vous suivent : demandez d'abord à les suivre.";
    case "challenge-over":
      return "Ce défi est terminé : sa page montre le résultat.";
    case "unknown-race":
      return "Aucune course ne correspond à ce code ou à ce lien. Vérifiez-le, ou demandez le lien à son hôte.";
    default:
      return "Quelque chose s'est mal passé sur le serveur, et rien n'a changé. Réessayez.";
  }
}

const SUIT_WORD = { S: "pique", H: "cœur", D: "carreau", C: "trèfle" };
const RANK_WORD = {
  A: "As", 2: "Deux", 3: "Trois", 4: "Quatre", 5: "Cinq", 6: "Six", 7: "Sept", 8: "Huit", 9: "Neuf", T: "Dix",
  J: "Valet", Q: "Dame", K: "Roi",
};
// "7D" -> "Sept de carreau" : pour les lecteurs d'écran.
export function cardWords(code) {
  return `${RANK_WORD[code[0]]} de ${SUIT_WORD[code[1]]}`;
}

export function position(row, col) {
  return `rangée ${row + 1}, colonne ${col + 1}`;
}

export function outcome(game) {
  const ended = { abandoned: "quittée pour une autre partie", expired: "le jour a pris fin" }[game.cause];
  const result = game.status === "won" ? "gagnée" : ended || { blocked: "plus aucun coup", resigned: "abandon", time_up: "temps écoulé" }[game.reason] || "perdue";
  return `${result}, ${count(game.score, "point", "points")} en ${formatClock(game.elapsed_ms)}`;
}

export const HELP = typeset([
  {
    title: "Le but",
    items: [
      "Les 52 cartes sont étalées face visible en quatre rangées de treize ; on retire les quatre as, ce qui laisse quatre cases vides.",
      "Rangez chaque rangée en une seule couleur, du deux au roi, de gauche à droite.",
    ],
  },
  {
    title: "Les quatre règles",
    items: [
      "Une case vide de la première colonne accepte n'importe quel deux.",
      "Toute autre case vide n'accepte qu'une carte : la même couleur que la carte à sa gauche, d'un rang au-dessus. À droite du 7\u2666\ufe0e va le 8\u2666\ufe0e.",
      "Une case à droite d'un roi n'accepte rien (aucune carte n'est plus haute), pas plus qu'une case à droite d'une autre case vide. Elles restent mortes jusqu'à une redistribution, et le jeu les montre barrées.",
      "Les cartes dans l'ordre à partir d'un deux en première colonne forment une suite. Les suites brillent d'or et restent en place quand vous redistribuez.",
    ],
  },
  {
    title: "Déplacer les cartes",
    items: [
      "Touchez ou cliquez une carte pour l'envoyer dans sa case ; si elle va dans deux cases, elles s'allument et vous choisissez.",
      "Touchez une case vide pour allumer les cartes qu'elle accepte ; s'il n'y en a qu'une, elle arrive aussitôt.",
      "Ou faites glisser une carte sur une case vide. Chaque coup laisse une nouvelle case là où était la carte.",
      "Annuler reprend les coups de la donne en cours (cela compte quand même comme un coup).",
    ],
  },
  {
    title: "Redistributions",
    items: [
      "Une redistribution ramasse toutes les cartes hors des suites, les mélange et les redonne, en laissant une case vide juste après chaque suite.",
      "Classique, Express et Blue Moon permettent deux redistributions ; Détente autant que vous voulez. Vous pouvez redistribuer à tout moment, mais les coups d'avant ne pourront plus être annulés : le jeu demande donc confirmation tant que des cartes peuvent bouger.",
    ],
  },
  {
    title: "Gagner et perdre",
    items: [
      "Vous gagnez quand chaque rangée va du deux au roi.",
      "Vous perdez quand aucune carte ne peut bouger et qu'il ne reste aucune redistribution, quand vous abandonnez, ou quand le chrono s'arrête en Express.",
    ],
  },
  {
    title: "Variantes",
    items: [
      "Classique : quatre rangées de treize, deux redistributions, sans chrono.",
      "Détente : redistributions illimitées, et Montrer les coups allume chaque carte qui peut bouger.",
      "Express : trois minutes au chrono ; la partie s'arrête quand il est écoulé, et votre score reste.",
      "Blue Moon : les as ouvrent chaque rangée, en quatre rangées de quatorze ; montez de chaque as jusqu'au roi.",
      "Donne du jour : une donne Classique par jour, la même pour tous, un essai chacun, avec son propre classement.",
      "La Campagne classique : douze donnes partagées, toutes prouvées gagnables. Réessayez autant que vous voulez ; votre meilleure médaille compte. L'or aux douze vous vaut le titre de Grand Marshal.",
      "Une donne gagnable : une donne Classique que le solveur a prouvée gagnable sans redistribution. Son par, le nombre de coups du solveur, s'affiche à la fin.",
      "Entraînement : chaque graine que vous tapez donne toujours le même jeu. Les parties d'entraînement ne comptent nulle part.",
    ],
  },
  {
    title: "Score et médailles",
    items: [
      `100 points par carte en suite, ${num(1000)} par rangée complète, moins 5 par coup.`,
      "Une victoire ajoute 500 par redistribution inutilisée et 10 par seconde sous le temps de référence (15 minutes en Classique et Blue Moon, 3 minutes en Express).",
      "Or : une victoire avec une redistribution en réserve. Argent : une victoire qui a utilisé toutes les redistributions. Bronze : une défaite avec au moins deux rangées complètes.",
      "Un indice dans une partie classée est une aide : la partie reste dans vos statistiques, mais pas dans les classements.",
    ],
  },
  {
    title: "Clavier et manette",
    items: [
      "Les flèches déplacent l'anneau de focus ; Entrée ou Espace joue la carte ou la case sous lui.",
      "U annule, H demande un indice à la boussole, R redistribue, N lance une nouvelle partie, Échap annule un choix.",
      "À la manette : la croix ou le stick gauche déplace le focus, A joue, B annule, X demande un indice, Y redistribue.",
    ],
  },
  {
    title: "Jeu équitable",
    items: [
      "Chaque donne vient d'une graine secrète dont l'empreinte (son SHA-256) est montrée au début de la partie et dont la valeur est révélée à la fin : chacun peut rejouer et vérifier n'importe quelle partie.",
      "Le serveur arbitre chaque coup ; les classements ne contiennent que des parties arbitrées, chacune avec sa rediffusion.",
    ],
  },
]);

export const LESSON = typeset({
  goal: {
    title: "Le but",
    body: "Rangez chaque rangée en une seule couleur, du deux au roi, de gauche à droite. Cette donne d'entraînement est choisie pour apprendre : rien ici ne compte.",
  },
  gaps: {
    title: "Quatre cases vides",
    body: "Les quatre as ont été retirés, laissant quatre cases vides (entourées). Les cartes ne vont que dans les cases vides, et chaque coup en laisse une nouvelle derrière lui.",
  },
  law1: {
    title: "Règle 1 : les deux ouvrent une rangée",
    body: "Une case vide de la première colonne accepte n'importe quel deux. Placez le 2\u2666\ufe0e au début de la rangée 1 : touchez-le, ou faites-le glisser dans la case.",
    expected: "placez le 2\u2666\ufe0e au début de la rangée 1",
  },
  law2: {
    title: "Règle 2 : un cran plus haut, même couleur",
    body: "Toute autre case vide accepte la carte d'un rang au-dessus de celle à sa gauche, dans la même couleur. La case après le 2\u2666\ufe0e accepte le 3\u2666\ufe0e : jouez-le.",
    expected: "jouez le 3\u2666\ufe0e après le 2\u2666\ufe0e",
  },
  locked: {
    title: "Règle 4 : les suites se figent",
    body: "2\u2666\ufe0e 3\u2666\ufe0e est une suite depuis la première colonne : elle brille d'or, et une redistribution la laisse en place. Le 3\u2666\ufe0e a laissé une case vide au début de la rangée 4, qui accepte maintenant n'importe quel deux.",
  },
  law2again: {
    title: "Règle 2, partout",
    body: "Cette case est à droite du 10\u2666\ufe0e : elle accepte le V\u2666\ufe0e et rien d'autre. Jouez-le.",
    expected: "jouez le V\u2666\ufe0e après le 10\u2666\ufe0e",
  },
  dead: {
    title: "Règle 3 : les cases mortes",
    body: "Cette case est à droite du R\u2663\ufe0e. Aucune carte n'est plus haute qu'un roi : rien ne peut donc aller ici avant une redistribution. Une case à droite d'une autre case vide est morte elle aussi.",
  },
  redeal: {
    title: "Redistribuer",
    body: "Quand vous êtes bloqué, ou voulez de nouvelles chances, redistribuez : toutes les cartes hors des suites sont ramassées, mélangées et redonnées, avec une case vide après chaque suite. La variante Classique en permet deux. Appuyez sur Redistribuer ; des cartes peuvent encore bouger, le jeu vous demande donc de confirmer.",
    expected: "appuyez sur Redistribuer et confirmez",
  },
  after: {
    title: "Votre suite est restée",
    body: "Le 2\u2666\ufe0e 3\u2666\ufe0e n'a pas bougé, et la case après lui accepte le 4\u2666\ufe0e. Jouez-le pour allonger la suite.",
    expected: "jouez le 4\u2666\ufe0e après le 3\u2666\ufe0e",
  },
  score: {
    title: "Le score",
    body: `Vous marquez 100 par carte en suite et ${num(1000)} par rangée complète, moins 5 par coup. Une victoire ajoute 500 par redistribution inutilisée et un bonus de vitesse. Médailles : l'or pour une victoire avec une redistribution en réserve, l'argent pour une victoire qui les a toutes utilisées, le bronze pour deux rangées complètes dans une défaite.`,
  },
  tools: {
    title: "De l'aide à portée de main",
    body: "Annuler reprend un coup de cette donne. La boussole (Indice) propose un coup et dit pourquoi. La page Aide contient toutes les règles, et ce tutoriel est là quand vous voulez. Bonne chance, Marshal !",
  },
});

// -- courses ------------------------------------------------------------------------------------

// 1 -> "1er", 2 -> "2e" : une place dans une course.
export function ordinal(n) {
  return n === 1 ? `${num(n)}er` : `${num(n)}e`;
}

S.races = typeset({
  nav: "Courses",
  kind: "Course",
  title: "Courses",
  lede: "La même donne secrète, distribuée à chaque coureur au même instant : la meilleure partie gagne.",
  mode: "Variante",
  quick: "Affronter quelqu'un maintenant",
  quickAbout: "Des coureurs de cote proche, de deux à quatre, trouvés en une demi-minute. Course cotée.",
  quickStart: "Trouver une course",
  quickWaiting: "Recherche de coureurs",
  quickWaited: (ms) => `Attente : ${formatClock(ms)}. À deux ou trois, le départ est donné après dix secondes ; à quatre, tout de suite.`,
  quickCancel: "Arrêter la recherche",
  quickNoOne: "Personne de votre niveau ne cherchait à l'instant.",
  ghostOffer: "Affrontez plutôt votre meilleure partie de cette variante : son fantôme joue à côté de vous, coup pour coup, sur la même donne.",
  ghostNone: "Terminez d'abord une partie de cette variante : le fantôme que vous affrontez est votre meilleure partie.",
  ghostStart: "Affronter mon fantôme",
  quickAgain: "Chercher encore",
  matched: "Coureurs trouvés : direction le salon.",
  create: "Ouvrir un salon",
  createAbout: "Choisissez une variante et les places, puis partagez le code ou le lien.",
  seats: "Places",
  seatsCount: (n) => `${num(n)} coureurs`,
  who: "Qui peut entrer",
  private: "Les amis qui ont le code",
  public: "Tout le monde : listée ci-dessous, et cotée",
  rated: "Course cotée",
  ratedAbout: "Les cotes ne changent que dans les courses cotées ; les courses publiques le sont toujours.",
  createButton: "Ouvrir le salon",
  join: "Entrer avec un code",
  joinAbout: "Six lettres et chiffres, donnés par le coureur qui a ouvert le salon.",
  code: "Code",
  joinButton: "Entrer",
  badCode: "Un code compte six lettres et chiffres, comme K7MPQ2. Vérifiez-le et réessayez.",
  open: "Courses ouvertes",
  openEmpty: "Aucune course publique n'attend de coureurs. Ouvrez-en une, et les autres la trouveront ici.",
  refresh: "Actualiser",
  openLine: (mode, taken, seats) => `${mode} : ${num(taken)} ${taken > 1 ? "prises" : "prise"} sur ${count(seats, "place", "places")}`,
  hostedBy: (name) => `Ouvert par ${name}`,
  joinThis: "Entrer",
  ratedTag: "Cotée",
  unratedTag: "Non cotée",
  roomTitle: (mode) => `Salon de course \u00b7 ${mode}`,
  ghostTitle: (mode) => `Course contre le fantôme \u00b7 ${mode}`,
  raceTitle: (mode) => `Course \u00b7 ${mode}`,
  resultsTitle: (mode) => `Résultats de la course \u00b7 ${mode}`,
  codeLabel: "Code du salon",
  invite: "Lien d'invitation",
  copy: "Copier le lien",
  copied: "Lien copié : envoyez-le à vos amis.",
  copyFailed: "Sélectionnez le lien et copiez-le à la main.",
  racers: "Coureurs",
  freeSeat: "Une place libre",
  host: "a ouvert le salon",
  youName: "Vous",
  unnamed: (seat) => `Coureur ${num(seat)}`,
  ghostName: "Fantôme",
  take: "Prendre une place",
  start: "Lancer la course",
  startNeeds: "La course part quand vous le dites, dès deux coureurs, ou d'elle-même quand toutes les places sont prises.",
  waitHost: "Le coureur qui a ouvert le salon lance la course ; elle part aussi d'elle-même quand toutes les places sont prises.",
  startsBy: (time) => `Si personne ne la lance, elle part d'elle-même à ${time} avec deux coureurs ou plus, sinon le salon ferme.`,
  leaveRoom: "Quitter le salon",
  watching: "Vous regardez cette course.",
  full: "Toutes les places sont prises : regardez la course d'ici.",
  countdown: "La donne arrive dans",
  countdownLabel: (n) => `La donne arrive dans ${count(n, "seconde", "secondes")}`,
  go: "Partez !",
  commitment: (hash) => `La donne est fixée avant le départ : son empreinte (SHA-256) est ${hash}. La graine est révélée à la fin de la course, pour que chacun puisse vérifier la partie de chaque coureur.`,
  revealed: (seed, hash) => `La graine de la donne était ${seed} ; son SHA-256, ${hash}, a été montré avant le départ.`,
  ghostSeed: (seed) => `La donne du fantôme, graine ${seed}, vous la connaissez déjà : cette course d'entraînement ne compte nulle part.`,
  fairPlay: "Jeu équitable",
  closed: "Ce salon a fermé avant le départ : trop peu de coureurs sont venus.",
  missing: "Cette course ne peut pas être montrée. Vérifiez le code ou le lien, ou trouvez une autre course.",
  rail: "La course",
  timeLeft: (ms) => `${formatClock(ms)} restantes`,
  inSequence: (cards, total) => `${num(cards)} sur ${num(total)} en suite`,
  progress: (line) => `${count(line.moves ?? 0, "coup", "coups")}, ${count(line.redeals_used ?? 0, "redistribution", "redistributions")}`,
  states: {
    waiting: "Attend la donne", playing: "En course", won: "Arrivé", blocked: "Bloqué", resigned: "Abandon",
    time_up: "Temps écoulé", left: "A quitté la course", race_over: "Arrêté à la limite de temps", over: "Partie terminée",
  },
  finishedIn: (ms) => `Arrivé en ${formatClock(ms)}`,
  leave: "Quitter la course",
  leaveTitle: "Quitter la course ?",
  leaveText: "Partir compte comme un abandon : votre partie s'arrête maintenant, et vous êtes classé selon vos cartes en suite.",
  leaveYes: "Quitter la course",
  resignText: "En course, abandonner arrête votre partie tout de suite : vous êtes classé selon vos cartes en suite.",
  leaveForGame: "Votre partie de course tourne encore : commencer une autre partie l'abandonne, et vous êtes classé selon vos cartes en suite.",
  backToTable: "Retour à votre jeu",
  youFinished: "Votre partie est finie : les autres courent encore.",
  opponentDone: (name, state) => `${name} : ${S.races.states[state].toLowerCase()}.`,
  time: "Temps",
  cards: "Cartes",
  moves: "Coups",
  rating: "Cote",
  replay: "Revoir",
  watchReplay: (name) => `Revoir la partie de ${name}`,
  ratingChange: (delta, after) => `${delta >= 0 ? "+" : "\u2212"}${tenths.format(Math.abs(delta))} (maintenant ${tenths.format(after)})`,
  notRated: "Non coté",
  youPlaced: (position, total) => `Vous finissez ${ordinal(position)} sur ${num(total)}.`,
  youWon: "Vous avez gagné la course !",
  again: "Une autre course",
  lobby: "Toutes les courses",
  enterNeeds: "Votre partie classée en cours se termine en défaite au départ de la course. Entrer dans la course ?",
  enterTitle: "Quitter votre partie pour la course ?",
  enterYes: "Entrer dans la course",
  // Why a racer was not rated (the server says it in English; i18n.js's unratedText tells which).
  unrated: {
    ghost: "Les courses d'entraînement ne sont pas cotées.",
    botsOpen: "Les courses ouvertes aux robots ne sont pas cotées.",
    private: "Cette course privée n'est pas cotée.",
    bots: "Les robots ne sont pas cotés.",
    hint: "Non coté : un indice a servi.",
    network: "Non coté : les coureurs d'un même réseau ne sont pas cotés les uns contre les autres.",
    faster: "Non coté : joué plus vite qu'un humain ne le peut.",
    fewer: "Non coté : moins de deux coureurs pouvaient l'être.",
    other: "Non coté dans cette course.",
  },
});


// Les problèmes d'une course avec ses propres mots ; null quand ce sont ceux de toute autre demande.
export function raceProblem(type, context = "") {
  return typeset(raceSentence(type, context));
}

function raceSentence(type, context) {
  if (type === "in-another-race" && context === "queue") {
    return "Vous avez été placé dans une course au moment où vous quittiez la file : la voici. Quittez-la si vous ne voulez pas courir.";
  }
  if (type === "not-found") {
    if (context === "ghost") return "Vous n'avez encore aucune partie terminée de cette variante à affronter : jouez-en une, puis affrontez son fantôme.";
    if (context === "queue") return "Vous n'attendez plus de course : cherchez encore.";
    return "Aucune course ne correspond à ce code. Vérifiez-le, ou demandez le lien à son hôte.";
  }
  if (type === "unknown-race") return "Aucune course ne correspond à ce code. Vérifiez-le, ou demandez le lien à son hôte.";
  if (type === "race-started" && context === "start") return "La course a déjà commencé.";
  if (type === "too-many-requests" && context === "create") {
    return "Trop de salons ouverts ou de coureurs en attente depuis votre réseau : lancez-en ou quittez-en un, ou patientez un peu.";
  }
  return null;
}
