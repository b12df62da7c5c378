// English: every word a player reads, in one table, and the sentences built from the server's facts.
// Nothing from the server reaches the screen raw: ids, 0-based coordinates, problem details and internal
// names are turned into sentences here. The other languages (de.js, fr.js, es.js) hold the same keys.
import {
  badgeName, cardName, counted, formatClock, formatDate, listOr, modeLabel, monthTitle, num, periodName, readable, weekdays,
} from "../i18n.js";

// "1 move", "2 moves": the noun's forms are [one, other].
export function count(n, one, other = `${one}s`) {
  return counted(n, one, other);
}

export const S = {
  brand: "Montana",
  // The letters on a card's corner and in a written card ("Q♠"), as English decks print them.
  rankLetters: { J: "J", Q: "Q", K: "K", A: "A" },
  tagline: "Montana Solitaire",
  nav: { play: "Table", new: "New game", leaderboards: "Leaderboards", profile: "Profile", help: "Help", menu: "Menu", close: "Close menu" },
  hud: {
    label: "Game status", mode: "Mode", sequence: "In sequence", moves: "Moves", redeals: "Redeals", score: "Score",
    time: "Time", timeLeft: "Time left", unlimited: "Unlimited",
  },
  controls: {
    label: "Game controls",
    undo: "Undo", hint: "Hint", redeal: "Redeal", resign: "Resign", soundOn: "Sound on", soundOff: "Sound off",
    volume: "Volume", highlight: "Highlight moves", more: "More",
  },
  board: {
    label: "The board: four rows of cards",
    replayLabel: "The board at this step",
    gap: "gap",
    deadGap: "dead gap: nothing fits until a redeal",
    inSequence: "in sequence",
    stuck: "No card can move: redeal, or resign.",
    deckLabel: (left) => (left === null ? "Redeal deck: unlimited redeals" : `Redeal deck: ${count(left, "redeal")} left`),
    deckEmpty: "Redeal deck: no redeal left",
  },
  confirm: {
    cancel: "Cancel",
    ok: "Yes",
    title: "Are you sure?",
    redeal: (moves, left) =>
      `${count(moves, "card", "cards")} can still move. A redeal now gathers every card outside your runs and deals them again, and the moves of this deal can no longer be undone. ${left === null ? "Redeals are unlimited here." : `${count(left - 1, "redeal")} will be left.`}`,
    redealTitle: "Redeal now?",
    redealYes: "Redeal",
    leaveTitle: "Leave this game?",
    leave: (game) =>
      game.kind === "race" ? S.races.leaveForGame : game.ranked
        ? `Ranked games are played one at a time: your game in play (${modeLabel(game)}, ${count(game.moves, "move")}) ends as a loss, counted in your statistics.`
        : "Your practice game in play ends if you start another.",
    leaveYes: "End it and start",
    endsTitle: "This move loses the game",
    ends: "After this move no card can move and no redeal is left: the game ends as a loss. Play it?",
    endsYes: "Play it and lose",
    resignTitle: "Resign this game?",
    resign: (game) => (game.kind === "race" ? S.races.resignText
      : game.ranked ? "It counts as a loss in your statistics." : "It is a practice game: it counts nowhere."),
    resignYes: "Resign",
    assistedTitle: "Use a hint?",
    assisted: "A hint takes this ranked game off the leaderboards. It still counts in your statistics and badges.",
    assistedYes: "Show a hint",
    tutorialTitle: "Start the tutorial?",
    tutorial: (game) =>
      game.time_left_ms !== null
        ? "Your Express game in play waits for you, but its clock keeps running."
        : "Your game in play waits for you; you come back to it when the tutorial ends. Its clock keeps running.",
    tutorialYes: "Start the tutorial",
  },
  modes: {
    "classic@1": { name: "Classic", about: "Four rows of thirteen, two redeals, no clock." },
    "relaxed@1": { name: "Relaxed", about: "Unlimited redeals, and moves can be highlighted." },
    "express@1": { name: "Express", about: "Three minutes on the clock: score all you can." },
    "blue-moon@1": { name: "Blue Moon", about: "The Aces start each row: four rows of fourteen." },
  },
  kinds: { daily: "Daily deal", campaign: (level) => `Campaign, stop ${level}`, practice: "Practice", winnable: "Winnable deal" },
  newGame: {
    title: "New game",
    modes: "Choose a game",
    winnable: "A winnable deal",
    winnableAbout: "Classic, proven winnable without a redeal; its par is shown at the end.",
    daily: "The daily deal",
    dailyAbout: (date) => `${formatDate(date)}: the same Classic deal for everyone, one attempt each.`,
    dailyPlay: "Play today's deal",
    dailyResume: "Resume today's deal",
    dailyPlayed: (game) => `You played today's deal: ${outcome(game)}.`,
    dailyReplay: "Watch your game",
    dailyTomorrow: "A new deal comes at midnight (UTC).",
    practice: "Practice a deal by seed",
    practiceAbout: "Any word or number deals the same board every time; practice games count nowhere.",
    seed: "Seed",
    rules: "Mode",
    deal: "Deal",
    tutorial: "Learn to play",
    tutorialAbout: "A two-minute lesson on a teaching deal.",
    resume: "Back to your game",
    inPlay: (mode, moves, score) => `${mode}: ${count(moves, "move")}, score ${num(score)}.`,
    dailyFairPlay: (commitment, yesterday) => `Today's deal is fixed in advance: its fingerprint (SHA-256) is ${commitment}. The seed is revealed tomorrow; yesterday's was ${yesterday}.`,
  },
  calendar: {
    title: "Daily calendar",
    open: "Calendar",
    openAbout: "Every day's deal, your results and medals, and past deals to practise.",
    month: (iso) => monthTitle(iso),
    previous: "Previous month",
    next: "Next month",
    weekdays: weekdays("short"),
    weekdayNames: weekdays("long"),
    gridLabel: (iso) => `The daily deals of ${S.calendar.month(iso)}`,
    wonDays: (won, played) => `${count(won, "day")} won of ${count(played, "day")} played this month.`,
    medalNow: (medal) => `This month's medal: ${badgeName(medal)}.`,
    medalNext: (next, won) => `${count(next.days_won - won, "more day won", "more days won")} for ${badgeName(next.medal)}.`,
    medalsAbout: (medals) => `Monthly medals, by days won: ${medals.map((m) => `${badgeName(m.medal)} ${num(m.days_won)}`).join(", ")}.`,
    dayLabel: (day, today) => {
      const parts = [formatDate(day.date)];
      if (day.date === today) parts.push("today");
      if (day.my_game) parts.push(day.my_game.status === "playing" ? "in play" : day.my_game.status === "won" ? `won in ${formatClock(day.my_game.elapsed_ms)}` : "lost");
      if (day.my_game?.badge) parts.push(`${badgeName(day.my_game.badge)} medal`);
      if (!day.my_game && day.date < today) parts.push("not played");
      if (day.practice) parts.push(`practised ${count(day.practice.games, "time")}`);
      if (day.date > today) parts.push("still to come");
      return parts.join(", ");
    },
    yourGame: "Your game",
    notPlayed: "You did not play this day's deal.",
    notYet: "This day's deal is still to come.",
    todayOpen: "Today's deal is open until midnight (UTC).",
    played: (game) => `${game.status === "won" ? `won in ${formatClock(game.elapsed_ms)}` : game.status === "playing" ? `in play for ${formatClock(game.elapsed_ms)}` : `lost after ${formatClock(game.elapsed_ms)}`}, ${count(game.moves, "move")}, ${game.redeals_used ? `${count(game.redeals_used, "redeal")} used` : "no redeal used"}, score ${num(game.score)}.`,
    practice: "Practice",
    practiceBest: (practice) => `${count(practice.games, "game")}; the best: ${S.calendar.played(practice.best)}`,
    practiceAbout: "A past day's deal can be played again as practice, as often as you like: it counts nowhere.",
    practise: "Practise this deal",
    watch: "Watch your game",
    playToday: "Play today's deal",
    resumeToday: "Resume today's deal",
    fingerprint: (day) => `This day's deal is fixed in advance: its fingerprint (SHA-256) is ${day.commitment}.${day.seed ? ` Its seed, revealed at midnight, is ${day.seed}.` : ""}`,
  },
  achievements: {
    title: "Achievements",
    count: (earned, all) => `${num(earned)} of ${num(all)} earned`,
    earnedOn: (iso) => `Earned on ${formatDate(String(iso).slice(0, 10))}`,
    toEarn: (about) => `To earn: ${about}`,
    names: {
      "first-win-classic": ["Classic Winner", "win a ranked Classic game"],
      "first-win-relaxed": ["Relaxed Winner", "win a ranked Relaxed game"],
      "first-win-express": ["Express Winner", "win a ranked Express game"],
      "first-win-blue-moon": ["Blue Moon Winner", "win a ranked Blue Moon game"],
      "no-redeal-win": ["Clean Sweep", "win a ranked game without a redeal or a hint"],
      "under-par": ["Under Par", "win a proven-winnable deal in no more moves than its par, without a hint"],
      "express-sprint": ["Pony Express", "win a ranked Express game in under 2 minutes, without a hint"],
      "daily-week": ["Week on the Trail", "play the daily deal 7 days in a row"],
      "daily-month": ["Month on the Trail", "play the daily deal 30 days in a row"],
      "campaign-gold": ["Gold Stop", "earn a gold medal at a stop of the Classic Campaign"],
      "hundred-wins": ["Old Hand", "win 100 ranked games"],
      "challenge-won": ["Called Out", "place first, alone, in a challenge a friend played too, without a hint"],
    },
  },
  share: {
    button: "Share your result",
    heading: (date) => `Montana Solitaire \u00b7 the daily deal of ${formatDate(date)}`,
    outcome: (game) => [
      game.status === "won" ? `Won in ${formatClock(game.elapsed_ms)}` : `Lost after ${formatClock(game.elapsed_ms)}`,
      count(game.moves, "move"),
      game.redeals_used ? count(game.redeals_used, "redeal") : "no redeal",
      game.badge ? `${badgeName(game.badge)} medal` : null,
    ].filter(Boolean).join(" \u00b7 "),
    streak: (days) => `\u{1F525} ${num(days)} days in a row`,
    shared: "Shared.",
    copied: "Copied: paste it wherever you like.",
    failed: "This browser could not share or copy it.",
  },
  streaks: {
    title: "Daily streaks",
    played: "Days played in a row",
    won: "Days won in a row",
    best: (n) => `best ${num(n)}`,
    value: (n) => count(n, "day"),
    none: "Play today's deal to start a streak.",
    keep: "Play today's deal to keep your streak going.",
    kept: "Today counts: come back tomorrow.",
    freezes: (held, most) => `${count(held, "freeze")} of ${num(most)} held`,
    freezesAbout: (daysToNext) => daysToNext === null
      ? "Each freeze covers one missed day. You hold as many as you can."
      : `Each freeze covers one missed day; ${count(daysToNext, "more day")} of streak earns the next.`,
    covered: (days) => `A freeze covered ${days.map(formatDate).join(", ")}.`,
    line: (streaks) => streaks.played.current
      ? `Your streak: ${count(streaks.played.current, "day")} played in a row, ${num(streaks.won.current)} won in a row.`
      : S.streaks.none,
  },
  charts: {
    title: "Charts",
    about: "Your ranked games of one mode, drawn: each chart has its figures in a table below it.",
    mode: "Mode",
    none: (mode) => `No finished ranked ${mode} game yet: play one to draw its charts.`,
    table: "The figures",
    months: "Games and wins by month",
    monthsLabel: (played, won, months) => `Ranked games by month over the last ${count(months, "month")}: ${num(played)} played, ${num(won)} won`,
    month: "Month",
    played: "Played",
    won: "Won",
    winRate: "Win rate",
    percent: (share) => `${Math.round(share * 100)}%`,
    times: "Finishing times of wins",
    timesLabel: (wins, best, median) => `Finishing times of ${count(wins, "win")}: best ${formatClock(best)}, median ${formatClock(median)}`,
    noWins: "No win yet: a win's time is drawn here.",
    best: "Best",
    median: "Median",
    range: (from, to) => `${formatClock(from)} to ${formatClock(to)}`,
    time: "Time",
    wins: "Wins",
    games: "Games",
    moves: "Moves in a finished game",
    movesLabel: (games, median) => `Moves in ${count(games, "finished game")}: median ${num(median)}`,
    movesRange: (from, to) => `${num(from)} to ${num(to)}`,
    redeals: "Redeals used",
    redealsLabel: (games) => `Redeals used in ${count(games, "finished game")}`,
    redealsUsed: (n, unlimited) => (unlimited && n >= 3 ? `${num(n)} or more` : num(n)),
    year: "A year of play",
    yearLabel: (games, days) => `${count(games, "ranked game")} finished on ${count(days, "day")} in the last year`,
    day: (date, games) => `${formatDate(date)}: ${count(games, "game")}`,
    date: "Day",
    less: "Fewer",
    more: "More",
  },
  campaign: {
    title: "The Classic Campaign",
    about: "Twelve stops on the trail. Earn gold on every one to be named Grand Marshal.",
    titled: (title) => `You hold the title ${title}.`,
    stop: (level) => `Stop ${level}`,
    stopNames: [
      "Bitterroot Crossing", "Gallatin Ford", "Big Hole Pass", "Madison Springs", "Jefferson Bend", "Beartooth Ridge",
      "Yellowstone Bluffs", "Musselshell Flats", "Judith Gap", "Sweet Grass Hills", "Glacier Summit", "Helena",
    ],
    stopLabel: (level, name, badge, attempts) =>
      `Stop ${level}, ${name}: ${badge ? `${badgeName(badge)} medal` : "no medal yet"}, ${count(attempts, "attempt")}`,
    next: "Next stop",
    goal: "Grand Marshal",
    goalAbout: "Gold on all twelve",
    proven: "Proven winnable",
    mode: "Mode",
    deal: "Deal",
    par: (moves) => `Proven winnable without a redeal; par ${num(moves)} moves`,
    unproven: "Chosen, not proven winnable",
    dealing: "Being chosen: ready in a minute",
    best: "Your best",
    bestMedal: (badge) => `${badgeName(badge)} medal`,
    noMedal: "No medal yet",
    attempts: "Attempts",
    untried: "Not tried yet",
    play: "Play this stop",
    playAgain: "Play it again",
    backToMap: "Back to the map",
    golds: (n) => `${count(n, "gold medal")} of 12.`,
  },
  app: {
    offline: "You are offline; your game is safe on the server. Play goes on when the connection is back.",
    updated: "Montana has been updated: the new version is used from the next visit.",
    startedElsewhere: (mode) => `A game started on another device is on the table: ${mode}.`,
  },
  badges: { gold: "Gold", silver: "Silver", bronze: "Bronze" },
  badgeAbout: {
    gold: "Gold: a win with a redeal to spare.",
    silver: "Silver: a win that used every redeal.",
    bronze: "Bronze: a loss with at least two complete rows.",
  },
  // Where redeals are unlimited (Relaxed), a medal says whether the win took one.
  badgeAboutUnlimited: {
    gold: "Gold: a win without a redeal.",
    silver: "Silver: a win that took redeals.",
    bronze: "Bronze: a loss with at least two complete rows.",
  },
  boards: { speed: "Fastest wins", score: "Highest scores" },
  leaderboards: {
    title: "Leaderboards",
    board: "Board",
    rules: "Mode",
    period: "Period",
    around: "Find me",
    rank: "Rank",
    player: "Player",
    time: "Time",
    moves: "Moves",
    score: "Score",
    replay: "Replay",
    watch: (name) => `Watch the replay of ${name}'s game`,
    // The speed board ranks wins; the score board every finished game. Either way: ranked, and without a hint.
    empty: (board) => board === "speed"
      ? "No one is on this board yet: win a ranked game without a hint to be the first."
      : "No one is on this board yet: finish a ranked game without a hint to be the first.",
    you: (rank) => `You are number ${num(rank)}`,
    notOn: (board) => board === "speed"
      ? "You are not on this board yet: win a ranked game of this mode in this period, without a hint."
      : "You are not on this board yet: finish a ranked game of this mode in this period, without a hint.",
    you_suffix: "(you)",
    guest: "Unnamed player",
    among: "Whom",
    everyone: "Everyone",
    friends: "Friends",
    friendsEmpty: (board) => board === "speed"
      ? "None of your friends has won a ranked game of this mode in this period yet. Follow more players, or be the first."
      : "None of your friends has finished a ranked game of this mode in this period yet. Follow more players, or be the first.",
  },
  friends: {
    title: "Friends",
    about: "Follow players to see them on your friends' boards. They are asked first, unless they follow you already or sent you their link.",
    invite: "Your invite link",
    inviteAbout: "Whoever opens it can follow you at once. Send it only to people you know.",
    makeInvite: "Make an invite link",
    copyInvite: "Copy",
    copied: "Invite link copied: send it to a friend.",
    newInvite: "New link",
    newInviteAbout: "A new link stops the old one from working: whoever has it can no longer follow you with it.",
    inviteMade: "Your invite link is ready.",
    requests: "Asking to follow you",
    noRequests: "Nobody is asking to follow you right now.",
    accept: "Accept",
    ignore: "Ignore",
    following: "You follow",
    noFollowing: "You follow nobody yet. Open a player's page from a board or a race and choose Follow, or send your invite link.",
    followers: "Following you",
    noFollowers: "Nobody follows you yet.",
    blocked: "Blocked",
    noBlocked: "You block nobody.",
    since: (date) => `since ${date}`,
    asked: "Asked, waiting for an answer",
    asksYou: "Asks to follow you",
    followsYou: "Follows you",
    youFollow: "You follow them",
    youBlock: "You block this player.",
    follow: "Follow",
    followBack: "Follow back",
    unfollow: "Unfollow",
    takeBack: "Take back",
    remove: "Remove",
    block: "Block",
    unblock: "Unblock",
    blockConfirm: (name) => `Block ${name}? Every follow between you ends, and they can no longer follow you or use your invite link. They are not told.`,
    blockedNow: (name) => `You block ${name} now.`,
    unblocked: (name) => `You no longer block ${name}.`,
    requested: (name) => `Asked: ${name} sees your request.`,
    nowFollowing: (name) => `You follow ${name} now.`,
    accepted: (name) => `${name} follows you now.`,
    ignored: (name) => `Ignored: ${name} is not told.`,
    inviteTitle: (name) => `${name} invites you`,
    inviteText: (name) => `Follow ${name} to see each other on your friends' boards.`,
    inviteFollow: (name) => `Follow ${name}`,
    inviteYours: "This is your own invite link: send it to a friend.",
    inviteGone: "This invite link is no longer in use. Ask your friend for a new one.",
  },
  // -- challenges: one secret deal for friends, each played once -------------------------------------
  challenges: {
    title: "Challenge",
    list: "Challenges",
    none: "No challenges yet. Challenge a friend from their page, or ask for a rematch after a race.",
    about: "One secret deal for all of you, played once each, whenever you like. Nobody sees how the others did before playing it.",
    challenge: "Challenge",
    mode: "Mode",
    rematch: "Rematch",
    made: (names) => `Challenge sent to ${names}.`,
    play: "Play it",
    resume: "Go on playing",
    decline: "Decline",
    declineTitle: "Decline the challenge?",
    declineText: "You will not play this deal, and the others are placed without you.",
    declined: "You declined this challenge.",
    by: (name) => `From ${name}`,
    endsAt: (when) => `Play it by ${when}.`,
    placedAt: (when) => `Placed ${when}.`,
    seal: "Seal of the deal",
    sealAbout: "The SHA-256 fingerprint of the seed everyone is dealt: once the seed is shown, anyone can check it.",
    seed: "Seed",
    hidden: "Shown once you have played",
    hint: "A hint places you after everyone who played it out.",
    open: "Open",
    placed: "Placed",
    youWon: "You won the challenge!",
    statuses: { invited: "Not played yet", playing: "Playing", done: "Played", declined: "Declined", missed: "Missed it" },
    why: {
      declined: "Declined", missed: "Did not play it in time", resigned: "Resigned", left: "Left the game",
      hint: "Asked for a hint", program: "Played by a program", pace: "Played faster than a person can",
    },
    leaveTitle: "Leave your game for the challenge?",
    leaveText: "Your ranked game in play ends as a loss, and the challenge's deal is dealt.",
    leaveYes: "Play the challenge",
    players: "Players",
  },
  notices: {
    label: "Notices",
    close: "Close the notice",
    followRequested: (name) => `${name} asks to follow you.`,
    followed: (name) => `${name} follows you now.`,
    followAccepted: (name) => `${name} lets you follow them: they are on your friends' boards now.`,
    challenged: (name, mode) => `${name} challenges you to a secret deal (${mode}).`,
    finished: (mode) => `Your challenge (${mode}) is placed.`,
    finishedPlace: (mode, place, players) => `Your challenge (${mode}) is placed: you came ${ordinal(place)} of ${num(players)}.`,
    seeRequest: "See the request",
    seePlayer: "See their page",
    seeChallenge: "Open the challenge",
    seePlaces: "See the places",
  },
  passkeys: {
    title: "Passkeys",
    about: "Sign in on any device with your fingerprint, face or screen lock instead of a password. Your device keeps the key; the server knows only its public half.",
    none: "No passkeys yet.",
    name: "Name of the passkey",
    defaultName: "Passkey",
    add: "Add a passkey",
    remove: "Remove",
    removeConfirm: (name) => `Remove the passkey ${name}? It can no longer sign you in; devices signed in with it stay signed in.`,
    removed: (name) => `The passkey ${name} is removed.`,
    added: (when) => `Added ${when}`,
    used: (when) => `Last used ${when}`,
    addedNow: "Your passkey is added: sign in with it on any device.",
    accountMade: "Your passkey is added, and this player is an account now: sign in with it on any device.",
    signIn: "Sign in with a passkey",
    signedIn: "You are signed in with a passkey.",
    signedInNow: "Signed in with your passkey.",
    unsupported: "This browser cannot make passkeys.",
  },
  deviceLink: {
    title: "Link a device",
    about: "Play on another phone or computer as this same player, with every game and medal: show a code here, then scan it or type it there. It works once, for 5 minutes.",
    show: "Show a code",
    again: "New code",
    qrAlt: "QR code that links another device",
    codeLabel: (letters) => `Code: ${letters}`,
    until: (when) => `Works once, until ${when}.`,
    enterTitle: "Playing on another device?",
    enterAbout: "Enter the code your other device shows under Profile, Link a device: this device becomes that player.",
    code: "Code",
    enter: "Link this device",
    signedIn: "This device is linked: you play as the same player here now.",
  },
  periodWeek: (week, year) => `Week ${week} of ${year}`,
  periodDaily: (date) => `Daily deal of ${date}`,
  periods: { all: "All time", week: "This week", day: "Today", daily: "Today's daily deal" },
  periodsInSentence: { all: "all time", week: "this week", day: "today", daily: "today's daily deal" },
  // -- what the solver found: a deal's difficulty, the hardest deal a player won ------------------
  solver: {
    par: (par) => `Par for this deal: ${count(par, "move")}, the solver's shortest winning line without a redeal.`,
    unwinnable: "The solver proved this deal unwinnable without a redeal: a win needs the redeals.",
    hardest: "Hardest deal won",
    hardestPar: (mode, par) => `${mode}, par ${count(par, "move")}`,
    hardestUnwinnable: (mode) => `${mode}, proved unwinnable without a redeal`,
  },
  // -- fair play: bots' boards, games under review, other players' profiles, moderation ---------------
  leagues: { label: "Players", people: "People", bots: "Bots" },
  bot: {
    mark: "BOT",
    about: "A program: it ranks on the bots' boards",
    profile: "A program: its games rank on the bots' boards, apart from people's.",
  },
  review: {
    title: "Under review",
    entry: (board, rank, figure) => (board === "speed"
      ? `Your win in ${formatClock(figure.elapsed_ms)} would be number ${num(rank)} here.`
      : `Your score of ${num(figure.score)} would be number ${num(rank)} here.`),
    about: "It joins the board once a moderator has looked at it.",
    botsEmpty: "No bot is on this board yet: programs rank here, apart from people.",
  },
  player: {
    title: (name) => `${name}'s profile`,
    yours: "Your public profile",
    seeYours: "See your public profile",
    unnamed: "This player has not chosen a display name.",
    badges: "Medals",
    campaignGolds: "Campaign stops in gold",
    ofTwelve: (n) => `${num(n)} of 12`,
    cardBacks: "Card backs",
    played: "Played", won: "Won", abandoned: "Games abandoned", bestScore: "Best score", bestTime: "Best time",
    fewestMoves: "Fewest moves in a win", none: "None yet",
    nothingYet: "No ranked game finished yet.",
    races: "Race ratings",
    rating: (rating, races) => `${rating.toFixed(1)} after ${count(races, "race")}`,
    games: "Recent games",
    campaign: "Campaign",
    race: "Race",
    noGames: "No finished game to show yet.",
    game: (mode, result) => `${mode}: ${result}`,
    watch: "Replay",
    watchLabel: (mode, when) => `Watch the replay of the ${mode} game of ${when}`,
    banned: (reason) => `You are kept off the leaderboards: ${reason}`,
  },
  moderation: {
    nav: "Moderation",
    title: "Moderation",
    about: "Games held for review, oldest first. Every decision is kept with your name, the time and your reason.",
    queue: "Held for review",
    empty: "No game is waiting for review.",
    more: "Show more",
    account: (username) => `account ${username}`,
    guest: "a guest",
    won: "won", lost: "lost",
    summary: (mode, result, score, ms, moves) => `${mode}: ${result}, score ${num(score)} in ${formatClock(ms)}, ${count(moves, "move")}`,
    held: (when) => `Held ${when}`,
    flags: "Why it was held",
    facts: "What the server's clock says",
    actions: "Actions",
    think: "Median time between actions",
    pace: "Fastest pace",
    paceValue: (rate) => `${rate.toFixed(1)} actions a second`,
    agreement: "The solver's first choice",
    agreementValue: (share, choices) => `${Math.round(share * 100)}% of ${count(choices, "real choice")}`,
    ms: (ms) => `${num(ms)} ms`,
    notMeasured: "Not measured",
    replay: "Watch the replay",
    reason: "Reason (kept with the decision)",
    clear: "Clear: it ranks",
    reject: "Reject: it never ranks",
    markBot: "Mark as a bot",
    unmarkBot: "Not a bot",
    ban: "Ban from the boards",
    unban: "Lift the ban",
    tools: "Moderator's tools",
    toolsAbout: "A bot's games move to the bots' boards; a banned player's games leave every board. Both can be taken back.",
    rejectTitle: "Reject this game?",
    rejectText: (name) => `${name}'s game will never rank, and this cannot be taken back.`,
    rejectYes: "Reject it",
    banTitle: "Ban this player?",
    banText: (name) => `Every game of ${name} leaves every board until the ban is lifted. They can still play, and see your reason.`,
    banYes: "Ban",
    done: {
      clear: (name) => `${name}'s game is cleared: it ranks now.`,
      reject: (name) => `${name}'s game is rejected: it never ranks.`,
      "mark-bot": (name) => `${name} is marked as a bot.`,
      "unmark-bot": (name) => `${name} is no longer marked as a bot.`,
      ban: (name) => `${name} is banned from the boards.`,
      unban: (name) => `${name}'s ban is lifted.`,
    },
    decisions: "Decisions",
    noDecisions: "No decision yet.",
    decision: {
      clear: (name) => `Cleared a game of ${name}`,
      reject: (name) => `Rejected a game of ${name}`,
      "mark-bot": (name) => `Marked ${name} as a bot`,
      "unmark-bot": (name) => `Took back the bot mark of ${name}`,
      ban: (name) => `Banned ${name}`,
      unban: (name) => `Lifted the ban of ${name}`,
    },
    by: (name, when) => `by ${name}, ${when}`,
    someone: "a player",
  },
  profile: {
    title: "Your profile",
    guest: "Guest player",
    guestAbout: "You are playing as a guest on this device. Create an account to keep your progress everywhere.",
    signedIn: (name) => `Signed in as ${name}.`,
    name: "Display name",
    nameAbout: "Shown on the leaderboards.",
    saveName: "Save name",
    stats: "Statistics",
    noStats: "Finish a ranked game to see your statistics here.",
    played: "Played", won: "Won", winRate: "Win rate", streak: "Streak", bestTime: "Best time", bestScore: "Best score",
    fewestMoves: "Fewest moves in a win", averageScore: "Average score", medals: "Medals", none: "None yet",
    streakText: (now, best) => `${num(now)} (best ${num(best)})`,
    chartLabel: (days) => `Ranked games played and won on each of the last ${days.length} days: ${num(days.reduce((sum, day) => sum + day.played, 0))} played, ${num(days.reduce((sum, day) => sum + day.won, 0))} won`,
    chartDay: (day) => `${formatDate(day.date)}: ${count(day.played, "game")} played, ${num(day.won)} won`,
    chartPeriod: "Last 30 days:",
    chartPlayed: (n) => `played ${num(n)}`,
    chartWon: (n) => `won ${num(n)}`,
    today: "Today",
    backs: "Card backs",
    owned: "Yours",
    toEarn: (how) => `To earn it: ${how}.`,
    settings: "Settings",
    settingsAbout: "They follow you to every device you sign in on.",
    theme: "Table", cardBack: "Card back", animation: "Animation",
    fourColour: "Four-colour suits", sound: "Sound", music: "Music", highlight: "Highlight moves (Relaxed)",
    leftHanded: "Left-handed layout",
    saveSettings: "Save settings",
    language: "Language",
    languageBrowser: (name) => `As this browser asks (${name})`,
    languageReload: "The page loads again in the language you chose.",
    account: "Keep your progress: create an account",
    username: "Username", password: "Password", passwordNew: "Password (8 characters or more)",
    createAccount: "Create account",
    signIn: "Sign in on this device",
    signInButton: "Sign in",
    signOut: "Sign out",
    saved: "Settings saved.",
    nameSaved: "Name saved.",
    accountCreated: "Account created: sign in with it on any device.",
  },
  consent: {
    title: "Let an app in",
    // The app's name is a node of its own (set in the text face, which keeps its case): the sentence is in parts.
    asks: (name) => ["“", name, "” wants to use your Montana account"],
    signedInAs: "You are signed in as",
    mayTitle: "It will be able to",
    scopes: {
      read: "See your games, statistics, profile and settings",
      play: "Start and play games as you: they count on your profile and the leaderboards",
      bot: "Play as a bot for you: those games rank on the bots' boards",
      friends: "See whom you follow and who follows you, and your friends' boards",
    },
    never: "It can never change your password, settings or tokens, let other apps in, or moderate.",
    returnsTo: "Your answer goes to",
    trust: "An app may call itself anything: let it in only if you know where it comes from.",
    allow: "Allow",
    deny: "Don't allow",
    allowed: "Allowed. Taking you back to the app…",
    denied: "Not allowed. Taking you back to the app…",
    later: "You can see the apps you let in, and let any of them out, on your Profile page.",
    signInTitle: "Sign in to answer",
    signInAbout: "Only an account can let an app in. Sign in to yours on this device.",
    refusedTitle: "This request can't be answered",
    refused: (why) => `The app asked in a way this server doesn't accept: ${why}`,
    back: "Back to the app",
    noWayBack: "Its address can't be trusted, so you are not sent back to it. Tell the app's makers.",
    tryAgain: "Reload the page to try again.",
    toTheGame: "Go to the game instead",
  },
  apps: {
    title: "Apps and tokens",
    about: "Programs that act for you. Let any of them out at once; they are let out too when you change your password or sign out everywhere.",
    granted: "Apps you let in",
    noneGranted: "No app has been let in. An app asks you on a Montana page, and you choose.",
    tokens: "Your app tokens",
    noTokens: "No app tokens. Make one below for a program of your own.",
    lastUsed: (when) => `last used ${when}`,
    never: "never used",
    until: (when) => `until ${when}`,
    letOut: "Let out",
    revoke: "Revoke",
    newToken: "Make an app token",
    newTokenAbout: "For a program of yours: send it as Authorization: Bearer <token>. It is shown once.",
    name: "Name",
    scopes: { read: "Read", play: "Play", bot: "Play as a bot", friends: "Read friends" },
    make: "Make token",
    made: "Copy this token now: it is not shown again.",
    copy: "Copy",
    copied: "Copied.",
    letOutDone: (name) => `${name} can no longer use your account.`,
    revoked: (name) => `The token “${name}” no longer works.`,
    pickScope: "Choose at least one thing the token may do.",
  },
  // The card backs by id: their names, and the deed that earns one (`n` is the deed's number, where it has one).
  cardBacks: {
    names: {
      "red-lattice": "Red Lattice", "blue-lattice": "Blue Lattice", "pine-grain": "Pine Grain", "brass-star": "Brass Star",
      "gold-rush": "Gold Rush", "prairie-sunset": "Prairie Sunset", "sunrise-rider": "Sunrise Rider", "marshal-badge": "Marshal's Badge",
    },
    deeds: {
      "brass-star": () => "win a game",
      "gold-rush": () => "earn a gold medal",
      "prairie-sunset": (n) => `win ${count(n, "game")}`,
      "sunrise-rider": (n) => `play the daily deal ${count(n, "day")} in a row`,
      "marshal-badge": () => "earn the title Grand Marshal",
    },
  },
  themes: { "classic-felt": "Classic Green Felt", "aged-pine": "Aged Pine Wood", "sunset-leather": "Sunset Leather" },
  speeds: { off: "Off", slow: "Slow", normal: "Normal", fast: "Fast" },
  gameOver: {
    won: "You won!",
    blocked: "No moves left",
    resigned: "Resigned",
    abandoned: "Left for another game",
    expired: "The day ended",
    time_up: "Time is up",
    over: "Game over",
    time: "Time",
    moves: "Moves",
    score: "Score",
    total: "Final score",
    medal: (badge) => `${badgeName(badge)} medal`,
    par: (par, moves) => `Par for this deal: ${count(par, "move")} (the solver's winning line). You made ${count(moves, "move")}.`,
    improved: (board, period, rank, previous, league) =>
      `${S.boards[board]}, ${S.periodsInSentence[period] ?? periodName(period)}${league === "bots" ? ` ${S.gameOver.bots}` : ""}: number ${num(rank)}${previous ? ", a new personal best" : ", your first entry"}`,
    unlocked: (name) => `New card back: ${name}`,
    achievement: (code) => `Achievement: ${S.achievements.names[code]?.[0] ?? S.achievements.title}`,
    underReview: "Held for review: it joins the public boards once a moderator has looked at it.",
    offBoards: {
      race: "Race games count on the race ratings, not on the leaderboards.",
      not_ranked_kind: "Campaign stops and proven-winnable deals are not on the leaderboards.",
      assisted: "A hint was used in this game, so it is not on the leaderboards.",
      not_allowed: "This player may not appear on the leaderboards.",
      daily_too_new: "The daily deal's board is for accounts that existed before its day began.",
      held: "Held for review: a moderator will look at this game.",
    },
    bots: "(bots' league)",
    title: (title) => `New title: ${title}`,
    campaign: (level, badge) => `Campaign stop ${level}: ${badge ? `best medal ${badgeName(badge).toLowerCase()}` : "no medal yet"}`,
    replay: "Watch the replay",
    again: "New game",
    retry: "Try again",
    nextStop: (level) => `Next stop: ${num(level)}`,
    close: "Look at the board",
    fairPlay: "Fair play",
    seedPractice: (seed) => `Seed: ${seed}`,
    seedRevealed: (seed, commitment) => `This deal's seed was ${seed}; its SHA-256, ${commitment}, was published when the game began.`,
    seedLater: "This deal's seed is revealed later: daily deals the next day; campaign deals stay secret, as every player shares them.",
  },
  scoreLines: {
    "cards in sequence": (n) => `${count(n, "card")} in sequence \u00d7 100`,
    "complete rows": (n) => `${count(n, "complete row")} \u00d7 1,000`,
    moves: (n) => `${count(n, "move")} \u00d7 \u22125`,
    "redeals left": (n) => `${count(n, "redeal")} left \u00d7 500`,
    "seconds under par": (n) => `${count(n, "second")} under par \u00d7 10`,
  },
  replay: {
    title: (mode) => `Replay: ${mode}`,
    step: (index, last) => `Step ${num(index)} of ${num(last)}`,
    deal: "the deal",
    move: (card, row, col) => `${cardName(card)} to ${position(row, col)}`,
    undo: "undo",
    redeal: "redeal",
    resign: "resigned",
    timeout: "time ran out",
    figures: (moves, score, ms) => `${count(moves, "move")}, score ${num(score)}, ${formatClock(ms)}`,
    first: "First step", previous: "Previous step", next: "Next step", last: "Last step",
    play: "Play the game through", pause: "Pause",
  },
  play: {
    choose: (card, gaps) => `${cardName(card)} fits ${count(gaps, "gap")}: choose one.`,
    gapTakes: (cards) => `This gap takes ${listOr(cards.map(cardName))}: choose one.`,
    dead: "Nothing can go in this gap until a redeal: it is right of a King or of another gap.",
    fitsNothing: (card) => `${cardName(card)} fits no gap now.`,
    dropOnGap: "Drop a card on a gap.",
    deadDrop: "Nothing can go in that gap until a redeal.",
    doesNotFit: (card, accepts) => `${cardName(card)} does not fit there: that gap takes ${listOr(accepts.map(cardName))}.`,
    compass: "Compass",
    hintMove: (card, to, gapName) => `Move ${cardName(card)} to ${gapName}.`,
    hintRedeal: "Redeal.",
    hintUndo: "Undo.",
    // The server's reasons are English sentences with card codes; other languages say it from the hint's facts.
    hintReason: (hint) => readable(hint.reason),
    hintVerdict: (hint) => (hint.verdict_text ? readable(hint.verdict_text) : ""),
    gapAfter: (card) => `the gap after ${cardName(card)}`,
    rowStart: (row) => `the start of row ${row + 1}`,
    noUndo: "Nothing to undo in this deal.",
    noRedeal: "No redeal left.",
    timeUp: "Time is up.",
    leftTutorial: "Welcome back to your game.",
  },
  welcome: {
    title: "Welcome to Montana",
    body: "Slide cards into the gaps until every row runs from Two to King in one suit. New to the game? The tutorial takes two minutes.",
    start: "Start the tutorial",
    skip: "Not now",
  },
  tutorial: {
    label: "Tutorial",
    step: (index, total) => `Step ${index} of ${total}`,
    next: "Next",
    back: "Back",
    skip: "Leave the tutorial",
    finish: "Finish",
    wrongMove: (expected) => `In this step, ${expected}.`,
    blocked: "The tutorial shows one thing at a time: follow the step above.",
    done: "Tutorial finished. Deal a game of your own from New game.",
  },
  help: { title: "How to play" },
  errors: { retry: "Try again" },
  settingsConflict: "Your settings changed on another device: they are shown now. Save again to change them.",
  signedOutHere: "You were signed out on this device: from another device, by a change of password, or after a long time away. Sign in here to go on with your account; until then you play as a new guest.",
  guestEnded: "Your guest session on this device had ended after a long time away: you play as a new guest now. Create an account in Profile to keep your progress for good.",
};

// Problem details become sentences keyed on their type; `context` says what the player was doing.
export function problemSentence(error, context = "") {
  if (!error || error.network) return "The server can't be reached. Check your connection and try again.";
  const type = String(error.problem?.type || "").replace("/problems/", "");
  const fields = (error.problem?.errors || []).map((item) => (item.location || []).at(-1));
  const wait = error.retryAfter ? count(error.retryAfter, "second") : "a moment";
  switch (type) {
    case "unauthorized":
      if (context === "device-link") return "That code links no device: it may be mistyped, used already, or older than 5 minutes. Show a new one on your other device.";
      return "You were signed out on this device. Sign in again on the Profile page, or reload to play as a guest.";
    case "wrong-credentials":
      return "That username and password don't match. Check them and try again.";
    case "not-found":
      if (context === "replay") return "That game can't be shown: it may still be in play, or the link is wrong.";
      if (context === "leaderboard") return "There is no such period on the calendar: choose another.";
      if (context === "friends") return "That is no longer there: the page shows where things stand now.";
      return "That game can't be found. It may have been played on another account.";
    case "game-over":
      return "This game is already over.";
    case "conflict":
      if (context === "rename") return "That display name is taken: choose another.";
      if (context === "signup") return "That username is taken, or this player already has an account: choose another username, or sign in.";
      if (context === "token") return "You have as many app tokens as you may: revoke one first.";
      if (context === "moderation") return "That was already decided, or cannot be done to this player (a moderator cannot be banned). The page shows where things stand now.";
      if (context === "friends") return "You follow, or have asked, as many players as you may: unfollow some, or wait for answers, first.";
      return "That conflicts with something already saved. Reload the page and try again.";
    case "stale-version":
      return context === "settings"
        ? S.settingsConflict
        : "This game changed on another device. The board shows where it stands now: play on from here.";
    case "stale-settings":
      return S.settingsConflict;
    case "oauth-refused":
      return "That app's request to sign in could not be accepted. Go back to the app and start again, or tell its makers.";
    case "insufficient-scope":
      return "This sign-in may not do that. Sign in again on the Profile page.";
    case "uri-too-long":
      return "That address is too long. Go back and try again.";
    case "if-match-required":
      return "Your settings could not be saved. Reload the page and try again.";
    case "invalid-period":
      return "That leaderboard period isn't known: choose one from the list.";
    case "illegal-action":
      return "That move isn't allowed here. The board shows where it stands now.";
    case "malformed-action":
      return "That move could not be understood. Reload the page and try again.";
    case "invalid-request":
      if (fields.includes("username")) return "A username is 3 to 32 letters, digits, dots, dashes or underscores.";
      if (fields.includes("password")) return "A password needs 8 to 128 characters.";
      if (fields.includes("display_name")) return "A display name is 3 to 24 characters.";
      if (fields.includes("seed")) return "A seed is 1 to 200 characters.";
      return "Something in that form isn't valid. Check it and try again.";
    case "idempotency-key-reused":
      return "That request was already sent once. Reload the page and try again.";
    case "too-many-requests":
      return context === "signin" ? `Too many sign-in attempts: wait ${wait} and try again.` : `Too many requests: wait ${wait} and try again.`;
    case "database-unavailable":
      return "The game store can't be reached right now, and nothing was changed. Try again in a few seconds.";
    case "outcome-unknown":
      return "The game store stopped answering just after your request reached it, so it may have gone through. The board shows where things stand once it answers again.";
    case "no-winnable-deal-ready":
      return "No proven-winnable deal is ready yet. Try again in a minute, or play any deal.";
    case "invalid-cursor":
      return "That page of results has expired. Start again from the top.";
    case "body-too-large":
      return "That was too much to send at once. Shorten it and try again.";
    case "ranked-game-in-play":
      return "You have a ranked game in play. Finish it, or leave it, before starting another.";
    case "forbidden":
      return "That isn't open to this account.";
    case "winnable-share-used":
      return `Today's proven-winnable deals are all taken. Play any deal now, or come back tomorrow.`;
    case "campaign-level-not-ready":
      return `This stop's deal is still being chosen. Try again in ${wait}.`;
    case "deal-not-public":
      return "That day's deal is still being played. It can be practised once its day is over, after midnight (UTC).";
    case "headers-too-large":
      return "This browser sent too much with that request. Reload the page and try again.";
    case "hints-busy":
      return `The compass is busy with many players' hints. Ask again in ${wait}.`;
    case "sign-in-busy":
      return `Sign-ins are busy right now. Try again in ${wait}.`;
    case "slow-requests-busy":
      return `The server is busy with many hints and sign-ins. Try again in ${wait}.`;
    case "server-busy":
      return `The server is busy with many players at once, and nothing was changed. Try again in ${wait}.`;
    case "migrations-pending":
      return "The server is being updated. Try again in a minute.";
    case "unreadable-body":
      return "That request could not be read. Reload the page and try again.";
    case "action-limit":
      return "This game has gone on as long as a game may. Resign it, then start a new one.";
    case "race-full":
      return "That race is full. Join another, or make a room of your own.";
    case "race-started":
      return "That race has already started. Join another, or watch this one.";
    case "in-another-race":
      return "You are already in another race. Leave it first, or finish it.";
    case "too-few-racers":
      return "A race needs at least two racers. Wait for someone to join, or share the room's code.";
    case "not-the-host":
      return "Only the racer who made the room can do that.";
    case "bots-not-allowed":
      return "This room is for people only: bots can't join it.";
    case "blocked":
      if (context === "challenge") return "You can't challenge this player: one of you blocks the other.";
      return "You can't follow this player: one of you blocks the other.";
    case "passkey-refused":
      return "That passkey could not sign you in here. Try another, or sign in with your username and password.";
    case "not-friends":
      return "You can challenge players who let you follow them, or who follow you: ask to follow them first.";
    case "challenge-over":
      return "This challenge is over: its page shows the result.";
    case "unknown-race":
      return "There is no race with that code or link. Check it, or ask its host for the link.";
    default:
      return "Something went wrong on the server, and nothing was changed. Try again.";
  }
}

const SUIT_WORD = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_WORD = {
  A: "Ace", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", T: "Ten",
  J: "Jack", Q: "Queen", K: "King",
};
// "7D" -> "Seven of diamonds": for screen readers.
export function cardWords(code) {
  return `${RANK_WORD[code[0]]} of ${SUIT_WORD[code[1]]}`;
}

export function position(row, col) {
  return `row ${row + 1}, column ${col + 1}`;
}

export function outcome(game) {
  const ended = { abandoned: "left for another game", expired: "the day ended" }[game.cause];
  const result = game.status === "won" ? "won" : ended || { blocked: "no moves left", resigned: "resigned", time_up: "time ran out" }[game.reason] || "lost";
  return `${result}, score ${num(game.score)} in ${formatClock(game.elapsed_ms)}`;
}

// The Help page: the rules of every mode, in the order a new player needs them.
export const HELP = [
  {
    title: "The goal",
    items: [
      "All 52 cards are dealt face up in four rows of thirteen; the four Aces are taken out, leaving four gaps.",
      "Arrange every row as one suit running from Two to King, left to right.",
    ],
  },
  {
    title: "The four laws",
    items: [
      "A gap in the first column takes any Two.",
      "Any other gap takes one card only: the same suit as the card on its left, one rank higher. Right of the 7\u2666\ufe0e goes the 8\u2666\ufe0e.",
      "A gap right of a King takes nothing (no card is higher), and neither does a gap right of another gap. They stay dead until a redeal, and the board shows them crossed out.",
      "Cards in order from a Two in the first column form a run. Runs glow gold and stay in place when you redeal.",
    ],
  },
  {
    title: "Moving cards",
    items: [
      "Tap or click a card to send it to its gap; if it fits two gaps, they light up and you choose.",
      "Tap a gap to light up the cards it takes; if only one fits, it comes in at once.",
      "Or drag a card onto a gap. Every move leaves a new gap where the card was.",
      "Undo takes back the moves of the current deal (it still counts as a move).",
    ],
  },
  {
    title: "Redeals",
    items: [
      "A redeal gathers every card outside the runs, shuffles them and deals them again, leaving one gap right after each run.",
      "Classic, Express and Blue Moon allow two redeals; Relaxed allows as many as you like. You can redeal at any time, but the moves before it can no longer be undone, so the game asks first while cards can still move.",
    ],
  },
  {
    title: "Winning and losing",
    items: [
      "You win when every row runs from Two to King.",
      "You lose when no card can move and no redeal is left, when you resign, or when the clock runs out in Express.",
    ],
  },
  {
    title: "Modes",
    items: [
      "Classic: four rows of thirteen, two redeals, no clock.",
      "Relaxed: unlimited redeals, and Highlight moves lights up every card that can move.",
      "Express: three minutes on the clock; the game ends when it runs out, and your score stands.",
      "Blue Moon: the Aces begin each row, in four rows of fourteen; build from each Ace up to the King.",
      "Daily deal: one Classic deal a day, the same for everyone, one attempt each, on its own leaderboard.",
      "The Classic Campaign: twelve shared deals, each proven winnable. Retry as often as you like; your best medal counts. Gold on all twelve earns the title Grand Marshal.",
      "A winnable deal: a Classic deal the solver proved winnable without a redeal. Its par, the solver's number of moves, is shown at the end.",
      "Practice: any seed you type deals the same board every time. Practice games count nowhere.",
    ],
  },
  {
    title: "Score and medals",
    items: [
      "100 points for every card in sequence, 1,000 for every complete row, minus 5 for every move.",
      "A win adds 500 for every unused redeal and 10 for every second under par (15 minutes in Classic and Blue Moon, 3 minutes in Express).",
      "Gold: a win with a redeal to spare. Silver: a win that used every redeal. Bronze: a loss with at least two complete rows.",
      "A hint in a ranked game is help: the game stays in your statistics, but not on the leaderboards.",
    ],
  },
  {
    title: "Keyboard and gamepad",
    items: [
      "Arrow keys move the focus ring; Enter or Space plays the card or gap under it.",
      "U undoes, H asks the compass for a hint, R redeals, N starts a new game, Escape cancels a choice.",
      "On a gamepad: the d-pad or left stick moves the focus, A plays, B undoes, X asks for a hint, Y redeals.",
    ],
  },
  {
    title: "Fair play",
    items: [
      "Every deal comes from a secret seed whose fingerprint (its SHA-256) is shown when the game begins and whose value is revealed when it ends, so anyone can replay and check any game.",
      "The server referees every move; leaderboards hold only refereed games, each with its replay.",
    ],
  },
];

// The tutorial's words, one entry per step of tutorial.js's script.
export const LESSON = {
  goal: {
    title: "The goal",
    body: "Arrange every row as one suit running from Two to King, left to right. This is a practice deal chosen for learning: nothing here counts.",
  },
  gaps: {
    title: "Four gaps",
    body: "The four Aces were taken out, leaving four gaps (outlined). Cards move only into gaps, and every move leaves a new gap behind.",
  },
  law1: {
    title: "Law 1: Twos start a row",
    body: "A gap in the first column takes any Two. Put the 2\u2666\ufe0e at the start of row 1: tap it, or drag it into the gap.",
    expected: "put the 2\u2666\ufe0e at the start of row 1",
  },
  law2: {
    title: "Law 2: one higher, same suit",
    body: "Any other gap takes the card one rank higher than the card on its left, in the same suit. The gap after the 2\u2666\ufe0e takes the 3\u2666\ufe0e: play it.",
    expected: "play the 3\u2666\ufe0e after the 2\u2666\ufe0e",
  },
  locked: {
    title: "Law 4: runs lock",
    body: "2\u2666\ufe0e 3\u2666\ufe0e is a run from the first column: it glows gold, and a redeal leaves it in place. The 3\u2666\ufe0e left a gap at the start of row 4, which now takes any Two.",
  },
  law2again: {
    title: "Law 2, anywhere",
    body: "This gap sits right of the 10\u2666\ufe0e, so it takes the J\u2666\ufe0e and nothing else. Play it.",
    expected: "play the J\u2666\ufe0e after the 10\u2666\ufe0e",
  },
  dead: {
    title: "Law 3: dead gaps",
    body: "This gap is right of the K\u2663\ufe0e. No card is higher than a King, so nothing can go here until a redeal. A gap right of another gap is dead too.",
  },
  redeal: {
    title: "Redeal",
    body: "When you are stuck, or want fresh chances, redeal: every card outside the runs is gathered, shuffled and dealt again, with a gap after each run. Classic allows two. Press Redeal; cards can still move, so the game asks you to confirm.",
    expected: "press Redeal and confirm",
  },
  after: {
    title: "Your run stayed",
    body: "The 2\u2666\ufe0e 3\u2666\ufe0e stayed put, and the gap after it takes the 4\u2666\ufe0e. Play it to grow the run.",
    expected: "play the 4\u2666\ufe0e after the 3\u2666\ufe0e",
  },
  score: {
    title: "Scoring",
    body: "You score 100 for every card in sequence and 1,000 for every complete row, minus 5 a move. A win adds 500 for each unused redeal and a bonus for speed. Medals: gold for a win with a redeal to spare, silver for a win that used them all, bronze for two complete rows in a loss.",
  },
  tools: {
    title: "Help at hand",
    body: "Undo takes back a move of this deal. The compass (Hint) suggests a move and says why. The Help page has every rule, and this tutorial is there whenever you want it. Good luck, Marshal!",
  },
};

// -- races ------------------------------------------------------------------------------------
// The Races view: rooms, quick match, the race table and its results (races.js, race-views.js).

const ORDINAL = new Intl.PluralRules("en", { type: "ordinal" });
const ORDINAL_SUFFIX = { one: "st", two: "nd", few: "rd", other: "th" };

// 1 -> "1st", 22 -> "22nd": a place in a race.
export function ordinal(n) {
  return `${num(n)}${ORDINAL_SUFFIX[ORDINAL.select(n)]}`;
}

S.races = {
  nav: "Races",
  kind: "Race",
  title: "Races",
  lede: "The same secret deal, dealt to every racer at the same instant: the best line wins.",
  mode: "Mode",
  quick: "Race someone now",
  quickAbout: "Racers of a similar rating, two to four of you, found within half a minute. Rated.",
  quickStart: "Find a race",
  quickWaiting: "Looking for racers",
  quickWaited: (ms) => `Waiting ${formatClock(ms)}. Two or three of you start after ten seconds; four start at once.`,
  quickCancel: "Stop looking",
  quickNoOne: "No one of your level was looking just now.",
  ghostOffer: "Race your own best game of this mode instead: its ghost plays beside you, move for move, on the same deal.",
  ghostNone: "Finish a game of this mode first: the ghost you race is your own best game.",
  ghostStart: "Race my ghost",
  quickAgain: "Look again",
  matched: "Racers found: to the room.",
  create: "Make a room",
  createAbout: "Choose a mode and the seats, then share the code or the link.",
  seats: "Seats",
  seatsCount: (n) => `${num(n)} racers`,
  who: "Who may join",
  private: "Friends with the code",
  public: "Anyone: listed below, and rated",
  rated: "Rated race",
  ratedAbout: "Ratings change only in rated races; public races always are.",
  createButton: "Make the room",
  join: "Join with a code",
  joinAbout: "Six letters and digits, from the racer who made the room.",
  code: "Code",
  joinButton: "Join",
  badCode: "A code is six letters and digits, such as K7MPQ2. Check it and try again.",
  open: "Open races",
  openEmpty: "No public race is waiting for racers. Make one, and others will find it here.",
  refresh: "Refresh",
  openLine: (mode, taken, seats) => `${mode}: ${num(taken)} of ${count(seats, "seat")} taken`,
  hostedBy: (name) => `Made by ${name}`,
  joinThis: "Join",
  ratedTag: "Rated",
  unratedTag: "Unrated",
  // the room
  roomTitle: (mode) => `Race room \u00b7 ${mode}`,
  ghostTitle: (mode) => `Ghost race \u00b7 ${mode}`,
  raceTitle: (mode) => `Race \u00b7 ${mode}`,
  resultsTitle: (mode) => `Race results \u00b7 ${mode}`,
  codeLabel: "Room code",
  invite: "Invite link",
  copy: "Copy the link",
  copied: "Link copied: send it to your friends.",
  copyFailed: "Select the link and copy it by hand.",
  racers: "Racers",
  freeSeat: "A free seat",
  host: "made the room",
  youName: "You",
  unnamed: (seat) => `Racer ${num(seat)}`,
  ghostName: "Ghost",
  take: "Take a seat",
  start: "Start the race",
  startNeeds: "The race starts when you say, with two racers or more, or by itself when every seat is taken.",
  waitHost: "The racer who made the room starts the race; it also starts by itself when every seat is taken.",
  startsBy: (time) => `If no one starts it, it starts by itself at ${time} with two racers or more, or closes.`,
  leaveRoom: "Leave the room",
  watching: "You are watching this race.",
  full: "Every seat is taken: watch the race from here.",
  countdown: "The deal comes in",
  countdownLabel: (n) => `The deal comes in ${count(n, "second")}`,
  go: "Go!",
  commitment: (hash) => `The deal is fixed before the start: its fingerprint (SHA-256) is ${hash}. The seed is revealed when the race is over, so anyone can check every racer's game.`,
  revealed: (seed, hash) => `The deal's seed was ${seed}; its SHA-256, ${hash}, was shown before the start.`,
  ghostSeed: (seed) => `The ghost's deal, seed ${seed}, is yours already: this practice race counts nowhere.`,
  fairPlay: "Fair play",
  closed: "This room closed before the race began: too few racers came.",
  missing: "This race can't be shown. Check the code or the link, or find another race.",
  // the race table
  rail: "The race",
  timeLeft: (ms) => `${formatClock(ms)} left`,
  inSequence: (cards, total) => `${num(cards)} of ${num(total)} in sequence`,
  progress: (line) => `${count(line.moves ?? 0, "move")}, ${count(line.redeals_used ?? 0, "redeal")} used`,
  states: {
    waiting: "Waiting for the deal", playing: "Racing", won: "Finished", blocked: "Blocked", resigned: "Resigned",
    time_up: "Out of time", left: "Left the race", race_over: "Stopped at the time limit", over: "Game over",
  },
  finishedIn: (ms) => `Finished in ${formatClock(ms)}`,
  leave: "Leave the race",
  leaveTitle: "Leave the race?",
  leaveText: "Leaving counts as resigning: your game ends now, and you are placed by the cards you have in sequence.",
  leaveYes: "Leave the race",
  resignText: "In a race, resigning ends your game now: you are placed by the cards you have in sequence.",
  leaveForGame: "Your race game is still running: starting another game resigns it, and you are placed by the cards you have in sequence.",
  backToTable: "Back to your board",
  youFinished: "Your game is over: the others are still racing.",
  opponentDone: (name, state) => `${name}: ${S.races.states[state].toLowerCase()}.`,
  // the results
  time: "Time",
  cards: "Cards",
  moves: "Moves",
  rating: "Rating",
  replay: "Replay",
  watchReplay: (name) => `Watch ${name}'s game`,
  ratingChange: (delta, after) => `${delta >= 0 ? "+" : "\u2212"}${Math.abs(delta).toFixed(1)} (now ${after.toFixed(1)})`,
  notRated: "Not rated",
  youPlaced: (position, total) => `You placed ${ordinal(position)} of ${num(total)}.`,
  youWon: "You won the race!",
  again: "Race again",
  lobby: "All races",
  enterNeeds: "Your ranked game in play ends as a loss when the race starts. Enter the race?",
  enterTitle: "Leave your game for the race?",
  enterYes: "Enter the race",
  // Why a racer was not rated (the server says it in English; i18n.js's unratedText tells which).
  unrated: {
    ghost: "Practice races are not rated.",
    botsOpen: "Races open to bots are not rated.",
    private: "This private race is not rated.",
    bots: "Bots are not rated.",
    hint: "Not rated: a hint was used.",
    network: "Not rated: racers from one network are not rated against each other.",
    faster: "Not rated: played faster than a person can.",
    fewer: "Not rated: fewer than two racers could be.",
    other: "Not rated in this race.",
  },
};


// A race's problems in the race's own words; null where the words are those of any other request.
export function raceProblem(type, context = "") {
  if (type === "in-another-race" && context === "queue") {
    return "You were matched into a race just as you left the queue: here it is. Leave it if you don't want to race.";
  }
  if (type === "not-found") {
    if (context === "ghost") return "You have no finished game of this mode to race yet: play one, then race its ghost.";
    if (context === "queue") return "You are no longer waiting for a race: look again.";
    return "There is no race with that code. Check it, or ask its host for the link.";
  }
  if (type === "unknown-race") return "There is no race with that code. Check it, or ask its host for the link.";
  if (type === "race-started" && context === "start") return "The race has already started.";
  if (type === "too-many-requests" && context === "create") {
    return "Too many open rooms or waiting racers from your network: start or leave one, or wait a little.";
  }
  return null;
}
