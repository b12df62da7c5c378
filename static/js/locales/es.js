// Español: las mismas claves que en.js, escritas para quien juega en español (tuteo).
// Las frases hechas con los datos del servidor se construyen aquí; nada del servidor aparece en bruto.
import {
  badgeName, cardName, counted, formatClock, formatDate, listOr, modeLabel, monthTitle, num, periodName, weekdays,
} from "../i18n.js";

// "1 movimiento", "2 movimientos": siempre se dan las dos formas.
export function count(n, one, other = one) {
  return counted(n, one, other);
}

const tenths = new Intl.NumberFormat("es", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
// Las medallas, con su género: "medalla de oro".
const MEDAL = { gold: "de oro", silver: "de plata", bronze: "de bronce" };
const medal = (badge) => `medalla ${MEDAL[badge] ?? badgeName(badge)}`;

export const S = {
  brand: "Montana",
  // La baraja francesa que se juega en español lleva J, Q, K y A en las esquinas.
  rankLetters: { J: "J", Q: "Q", K: "K", A: "A" },
  tagline: "Solitario Montana",
  nav: { play: "Mesa", new: "Nueva partida", leaderboards: "Clasificaciones", profile: "Perfil", help: "Ayuda", menu: "Menú", close: "Cerrar el menú" },
  hud: {
    label: "Estado de la partida", mode: "Modalidad", sequence: "En escalera", moves: "Jugadas", redeals: "Repartos", score: "Puntos",
    time: "Tiempo", timeLeft: "Tiempo restante", unlimited: "Ilimitados",
  },
  controls: {
    label: "Controles de la partida",
    undo: "Deshacer", hint: "Pista", redeal: "Repartir", resign: "Rendirse", soundOn: "Sonido activado", soundOff: "Sonido desactivado",
    volume: "Volumen", highlight: "Resaltar jugadas", more: "Más",
  },
  board: {
    label: "La mesa: cuatro filas de cartas",
    replayLabel: "La mesa en este paso",
    gap: "hueco",
    deadGap: "hueco muerto: no cabe nada hasta un nuevo reparto",
    inSequence: "en escalera",
    stuck: "Ninguna carta puede moverse: vuelve a repartir o ríndete.",
    deckLabel: (left) => (left === null ? "Mazo: repartos ilimitados" : `Mazo: ${count(left, "reparto restante", "repartos restantes")}`),
    deckEmpty: "Mazo: no quedan repartos",
  },
  confirm: {
    cancel: "Cancelar",
    ok: "Sí",
    title: "¿Seguro?",
    redeal: (moves, left) =>
      `${count(moves, "carta puede", "cartas pueden")} moverse todavía. Un nuevo reparto recoge todas las cartas fuera de tus escaleras y las vuelve a repartir, y las jugadas de este reparto ya no se podrán deshacer. ${left === null ? "Aquí los repartos son ilimitados." : `Quedarán ${count(left - 1, "reparto", "repartos")}.`}`,
    redealTitle: "¿Repartir ahora?",
    redealYes: "Repartir",
    leaveTitle: "¿Dejar esta partida?",
    leave: (game) =>
      game.kind === "race" ? S.races.leaveForGame : game.ranked
        ? `Las partidas puntuables se juegan de una en una: tu partida en curso (${modeLabel(game)}, ${count(game.moves, "jugada", "jugadas")}) termina como derrota y cuenta en tus estadísticas.`
        : "Tu partida de práctica en curso termina si empiezas otra.",
    leaveYes: "Terminarla y empezar",
    endsTitle: "Esta jugada pierde la partida",
    ends: "Tras esta jugada ninguna carta podrá moverse y no queda ningún reparto: la partida termina en derrota. ¿Jugarla igualmente?",
    endsYes: "Jugarla y perder",
    resignTitle: "¿Rendirte en esta partida?",
    resign: (game) => (game.kind === "race" ? S.races.resignText
      : game.ranked ? "Cuenta como una derrota en tus estadísticas." : "Es una partida de práctica: no cuenta en ningún sitio."),
    resignYes: "Rendirse",
    assistedTitle: "¿Usar una pista?",
    assisted: "Una pista saca esta partida puntuable de las clasificaciones. Sigue contando en tus estadísticas y medallas.",
    assistedYes: "Ver una pista",
    tutorialTitle: "¿Empezar el tutorial?",
    tutorial: (game) =>
      game.time_left_ms !== null
        ? "Tu partida Express en curso te espera, pero su reloj sigue corriendo."
        : "Tu partida en curso te espera; vuelves a ella al terminar el tutorial. Su reloj sigue corriendo.",
    tutorialYes: "Empezar el tutorial",
  },
  modes: {
    "classic@1": { name: "Clásico", about: "Cuatro filas de trece, dos repartos, sin reloj." },
    "relaxed@1": { name: "Tranquilo", about: "Repartos ilimitados, y se pueden resaltar las jugadas." },
    "express@1": { name: "Express", about: "Tres minutos de reloj: suma todos los puntos que puedas." },
    "blue-moon@1": { name: "Blue Moon", about: "Los ases abren cada fila: cuatro filas de catorce." },
  },
  kinds: { daily: "Partida del día", campaign: (level) => `Campaña, parada ${level}`, practice: "Práctica", winnable: "Partida ganable" },
  newGame: {
    title: "Nueva partida",
    modes: "Elige una partida",
    winnable: "Una partida ganable",
    winnableAbout: "Clásico, con victoria demostrada sin repartir; su par se muestra al final.",
    daily: "La partida del día",
    dailyAbout: (date) => `${formatDate(date)}: el mismo reparto Clásico para todos, un intento cada uno.`,
    dailyPlay: "Jugar la partida de hoy",
    dailyResume: "Seguir con la partida de hoy",
    dailyPlayed: (game) => `Ya jugaste la partida de hoy: ${outcome(game)}.`,
    dailyReplay: "Ver tu partida",
    dailyTomorrow: "A medianoche (UTC) llega una partida nueva.",
    practice: "Practicar con una semilla",
    practiceAbout: "Cualquier palabra o número da siempre la misma mesa; las partidas de práctica no cuentan en ningún sitio.",
    seed: "Semilla",
    rules: "Modalidad",
    deal: "Repartir",
    tutorial: "Aprender a jugar",
    tutorialAbout: "Una lección de dos minutos con un reparto de aprendizaje.",
    resume: "Volver a tu partida",
    inPlay: (mode, moves, score) => `${mode}: ${count(moves, "jugada", "jugadas")}, ${count(score, "punto", "puntos")}.`,
    dailyFairPlay: (commitment, yesterday) => `La partida de hoy está fijada de antemano: su huella (SHA-256) es ${commitment}. La semilla se revela mañana; la de ayer era ${yesterday}.`,
  },
  calendar: {
    title: "Calendario diario",
    open: "Calendario",
    openAbout: "La partida de cada día, tus resultados y medallas, y partidas pasadas para practicar.",
    month: (iso) => monthTitle(iso),
    previous: "Mes anterior",
    next: "Mes siguiente",
    weekdays: weekdays("short"),
    weekdayNames: weekdays("long"),
    gridLabel: (iso) => `Las partidas del día de ${S.calendar.month(iso)}`,
    wonDays: (won, played) => `${count(won, "día ganado", "días ganados")} de ${count(played, "día jugado", "días jugados")} este mes.`,
    medalNow: (badge) => `Medalla del mes: ${badgeName(badge).toLowerCase()}.`,
    medalNext: (next, won) => `${count(next.days_won - won, "día ganado más", "días ganados más")} para la ${medal(next.medal)}.`,
    medalsAbout: (medals) => `Medallas del mes, por días ganados: ${medals.map((m) => `${badgeName(m.medal)} ${num(m.days_won)}`).join(", ")}.`,
    dayLabel: (day, today) => {
      const parts = [formatDate(day.date)];
      if (day.date === today) parts.push("hoy");
      if (day.my_game) parts.push(day.my_game.status === "playing" ? "en curso" : day.my_game.status === "won" ? `ganada en ${formatClock(day.my_game.elapsed_ms)}` : "perdida");
      if (day.my_game?.badge) parts.push(medal(day.my_game.badge));
      if (!day.my_game && day.date < today) parts.push("sin jugar");
      if (day.practice) parts.push(`practicada ${count(day.practice.games, "vez", "veces")}`);
      if (day.date > today) parts.push("por llegar");
      return parts.join(", ");
    },
    yourGame: "Tu partida",
    notPlayed: "No jugaste la partida de este día.",
    notYet: "La partida de este día aún está por llegar.",
    todayOpen: "La partida de hoy está abierta hasta medianoche (UTC).",
    played: (game) => `${game.status === "won" ? `ganada en ${formatClock(game.elapsed_ms)}` : game.status === "playing" ? `en curso desde hace ${formatClock(game.elapsed_ms)}` : `perdida tras ${formatClock(game.elapsed_ms)}`}, ${count(game.moves, "jugada", "jugadas")}, ${game.redeals_used ? `${count(game.redeals_used, "reparto usado", "repartos usados")}` : "sin repartir"}, ${count(game.score, "punto", "puntos")}.`,
    practice: "Práctica",
    practiceBest: (practice) => `${count(practice.games, "partida", "partidas")}; la mejor: ${S.calendar.played(practice.best)}`,
    practiceAbout: "La partida de un día pasado se puede jugar otra vez como práctica, tantas veces como quieras: no cuenta en ningún sitio.",
    practise: "Practicar esta partida",
    watch: "Ver tu partida",
    playToday: "Jugar la partida de hoy",
    resumeToday: "Seguir con la partida de hoy",
    fingerprint: (day) => `La partida de este día está fijada de antemano: su huella (SHA-256) es ${day.commitment}.${day.seed ? ` Su semilla, revelada a medianoche, es ${day.seed}.` : ""}`,
  },
  achievements: {
    title: "Logros",
    count: (earned, all) => `${num(earned)} de ${num(all)} conseguidos`,
    earnedOn: (iso) => `Conseguido el ${formatDate(String(iso).slice(0, 10))}`,
    toEarn: (about) => `Para conseguirlo: ${about}`,
    names: {
      "first-win-classic": ["Ganador Clásico", "gana una partida puntuable de Clásico"],
      "first-win-relaxed": ["Ganador Tranquilo", "gana una partida puntuable de Tranquilo"],
      "first-win-express": ["Ganador Express", "gana una partida puntuable de Express"],
      "first-win-blue-moon": ["Ganador Blue Moon", "gana una partida puntuable de Blue Moon"],
      "no-redeal-win": ["Limpio", "gana una partida puntuable sin repartir y sin pistas"],
      "under-par": ["Bajo par", "gana una partida ganable en no más jugadas que su par, sin pistas"],
      "express-sprint": ["Pony Express", "gana una partida puntuable de Express en menos de 2 minutos, sin pistas"],
      "daily-week": ["Una semana en ruta", "juega la partida del día 7 días seguidos"],
      "daily-month": ["Un mes en ruta", "juega la partida del día 30 días seguidos"],
      "campaign-gold": ["Parada de oro", "consigue un oro en una parada de la Campaña Clásica"],
      "hundred-wins": ["Veterano", "gana 100 partidas puntuables"],
      "challenge-won": ["Desafío superado", "queda primero, solo, en un desafío que también jugó un amigo, sin pistas"],
    },
  },
  share: {
    button: "Compartir tu resultado",
    heading: (date) => `Solitario Montana \u00b7 la partida del día del ${formatDate(date)}`,
    outcome: (game) => [
      game.status === "won" ? `Ganada en ${formatClock(game.elapsed_ms)}` : `Perdida tras ${formatClock(game.elapsed_ms)}`,
      count(game.moves, "jugada", "jugadas"),
      game.redeals_used ? count(game.redeals_used, "reparto", "repartos") : "sin repartir",
      game.badge ? medal(game.badge) : null,
    ].filter(Boolean).join(" \u00b7 "),
    streak: (days) => `\u{1F525} ${count(days, "día", "días")} seguidos`,
    shared: "Compartido.",
    copied: "Copiado: pégalo donde quieras.",
    failed: "Este navegador no pudo compartirlo ni copiarlo.",
  },
  streaks: {
    title: "Rachas diarias",
    played: "Días jugados seguidos",
    won: "Días ganados seguidos",
    best: (n) => `récord ${num(n)}`,
    value: (n) => count(n, "día", "días"),
    none: "Juega la partida de hoy para empezar una racha.",
    keep: "Juega la partida de hoy para mantener tu racha.",
    kept: "Hoy cuenta: vuelve mañana.",
    freezes: (held, most) => `${count(held, "comodín", "comodines")} de ${num(most)}`,
    freezesAbout: (daysToNext) => daysToNext === null
      ? "Cada comodín cubre un día perdido. Tienes todos los que caben."
      : `Cada comodín cubre un día perdido; ${count(daysToNext, "día", "días")} más de racha te dan el siguiente.`,
    covered: (days) => `Un comodín cubrió ${days.map(formatDate).join(", ")}.`,
    line: (streaks) => streaks.played.current
      ? `Tu racha: ${count(streaks.played.current, "día jugado", "días jugados")} seguidos, ${count(streaks.won.current, "ganado", "ganados")} seguidos.`
      : S.streaks.none,
  },
  charts: {
    title: "Gráficos",
    about: "Tus partidas puntuables de una modalidad, dibujadas: cada gráfico lleva debajo sus cifras en una tabla.",
    mode: "Modalidad",
    none: (mode) => `Aún no hay ninguna partida puntuable de ${mode} terminada: juega una para dibujar sus gráficos.`,
    table: "Las cifras",
    months: "Partidas y victorias por mes",
    monthsLabel: (played, won, months) => `Partidas puntuables por mes en ${count(months, "el último mes", "los últimos meses")}: ${num(played)} jugadas, ${num(won)} ganadas`,
    month: "Mes",
    played: "Jugadas",
    won: "Ganadas",
    winRate: "Porcentaje de victorias",
    percent: (share) => `${Math.round(share * 100)}\u00a0%`,
    times: "Tiempos de las victorias",
    timesLabel: (wins, best, median) => `Tiempos de ${count(wins, "victoria", "victorias")}: mejor ${formatClock(best)}, mediana ${formatClock(median)}`,
    noWins: "Aún sin victorias: aquí se dibuja el tiempo de cada victoria.",
    best: "Mejor",
    median: "Mediana",
    range: (from, to) => `${formatClock(from)} a ${formatClock(to)}`,
    time: "Tiempo",
    wins: "Victorias",
    games: "Partidas",
    moves: "Jugadas en una partida terminada",
    movesLabel: (games, median) => `Jugadas en ${count(games, "partida terminada", "partidas terminadas")}: mediana ${num(median)}`,
    movesRange: (from, to) => `${num(from)} a ${num(to)}`,
    redeals: "Repartos usados",
    redealsLabel: (games) => `Repartos usados en ${count(games, "partida terminada", "partidas terminadas")}`,
    redealsUsed: (n, unlimited) => (unlimited && n >= 3 ? `${num(n)} o más` : num(n)),
    year: "Un año de juego",
    yearLabel: (games, days) => `${count(games, "partida puntuable terminada", "partidas puntuables terminadas")} en ${count(days, "día", "días")} durante el último año`,
    day: (date, games) => `${formatDate(date)}: ${count(games, "partida", "partidas")}`,
    date: "Día",
    less: "Menos",
    more: "Más",
  },
  campaign: {
    title: "La Campaña Clásica",
    about: "Doce paradas en la ruta. Consigue el oro en todas para recibir el título de Grand Marshal.",
    titled: (title) => `Tienes el título de ${title}.`,
    stop: (level) => `Parada ${level}`,
    stopNames: [
      "Bitterroot Crossing", "Gallatin Ford", "Big Hole Pass", "Madison Springs", "Jefferson Bend", "Beartooth Ridge",
      "Yellowstone Bluffs", "Musselshell Flats", "Judith Gap", "Sweet Grass Hills", "Glacier Summit", "Helena",
    ],
    stopLabel: (level, name, badge, attempts) =>
      `Parada ${level}, ${name}: ${badge ? medal(badge) : "aún sin medalla"}, ${count(attempts, "intento", "intentos")}`,
    next: "Siguiente parada",
    goal: "Grand Marshal",
    goalAbout: "Oro en las doce",
    proven: "Victoria demostrada",
    mode: "Modalidad",
    deal: "Reparto",
    par: (moves) => `Victoria demostrada sin repartir; par de ${count(moves, "jugada", "jugadas")}`,
    unproven: "Elegida, sin victoria demostrada",
    dealing: "Eligiéndose: lista en un minuto",
    best: "Tu mejor marca",
    bestMedal: (badge) => medal(badge).replace(/^m/, "M"),
    noMedal: "Aún sin medalla",
    attempts: "Intentos",
    untried: "Sin intentar",
    play: "Jugar esta parada",
    playAgain: "Jugarla otra vez",
    backToMap: "Volver al mapa",
    golds: (n) => `${count(n, "medalla de oro", "medallas de oro")} de 12.`,
  },
  app: {
    offline: "Estás sin conexión; tu partida está a salvo en el servidor. El juego sigue cuando vuelva la conexión.",
    updated: "Montana se ha actualizado: la nueva versión se usará en la próxima visita.",
    startedElsewhere: (mode) => `Una partida empezada en otro dispositivo está en la mesa: ${mode}.`,
  },
  badges: { gold: "Oro", silver: "Plata", bronze: "Bronce" },
  badgeAbout: {
    gold: "Oro: una victoria con un reparto de sobra.",
    silver: "Plata: una victoria que usó todos los repartos.",
    bronze: "Bronce: una derrota con al menos dos filas completas.",
  },
  badgeAboutUnlimited: {
    gold: "Oro: una victoria sin repartir.",
    silver: "Plata: una victoria con repartos.",
    bronze: "Bronce: una derrota con al menos dos filas completas.",
  },
  boards: { speed: "Victorias más rápidas", score: "Puntuaciones más altas" },
  leaderboards: {
    title: "Clasificaciones",
    board: "Clasificación",
    rules: "Modalidad",
    period: "Periodo",
    around: "Buscarme",
    rank: "Puesto",
    player: "Jugador",
    time: "Tiempo",
    moves: "Jugadas",
    score: "Puntos",
    replay: "Repetición",
    watch: (name) => `Ver la repetición de la partida de ${name}`,
    empty: (board) => board === "speed"
      ? "Aún no hay nadie en esta clasificación: gana una partida puntuable sin pistas y sé el primero."
      : "Aún no hay nadie en esta clasificación: termina una partida puntuable sin pistas y sé el primero.",
    you: (rank) => `Estás en el puesto ${num(rank)}`,
    notOn: (board) => board === "speed"
      ? "Aún no estás en esta clasificación: gana una partida puntuable de esta modalidad en este periodo, sin pistas."
      : "Aún no estás en esta clasificación: termina una partida puntuable de esta modalidad en este periodo, sin pistas.",
    you_suffix: "(tú)",
    guest: "Jugador sin nombre",
    among: "Quiénes",
    everyone: "Todos",
    friends: "Amigos",
    friendsEmpty: (board) => board === "speed"
      ? "Ninguno de tus amigos ha ganado aún una partida puntuable de esta modalidad en este periodo. Sigue a más jugadores, o sé el primero."
      : "Ninguno de tus amigos ha terminado aún una partida puntuable de esta modalidad en este periodo. Sigue a más jugadores, o sé el primero.",
  },
  friends: {
    title: "Amigos",
    about: "Sigue a jugadores para verlos en las clasificaciones de tus amigos. Primero se les pregunta, salvo que ya te sigan o te hayan enviado su enlace.",
    invite: "Tu enlace de invitación",
    inviteAbout: "Quien lo abra podrá seguirte al momento. Envíalo solo a gente que conozcas.",
    makeInvite: "Crear un enlace de invitación",
    copyInvite: "Copiar",
    copied: "Enlace de invitación copiado: envíaselo a un amigo.",
    newInvite: "Enlace nuevo",
    newInviteAbout: "Un enlace nuevo anula el anterior: quien lo tenga ya no podrá seguirte con él.",
    inviteMade: "Tu enlace de invitación está listo.",
    requests: "Quieren seguirte",
    noRequests: "Ahora mismo nadie ha pedido seguirte.",
    accept: "Aceptar",
    ignore: "Ignorar",
    following: "Sigues a",
    noFollowing: "Aún no sigues a nadie. Abre la página de un jugador desde una clasificación o una carrera y elige Seguir, o envía tu enlace de invitación.",
    followers: "Te siguen",
    noFollowers: "Aún no te sigue nadie.",
    blocked: "Bloqueados",
    noBlocked: "No bloqueas a nadie.",
    since: (date) => `desde el ${date}`,
    asked: "Solicitado, esperando respuesta",
    asksYou: "Quiere seguirte",
    followsYou: "Te sigue",
    youFollow: "Lo sigues",
    youBlock: "Bloqueas a este jugador.",
    follow: "Seguir",
    followBack: "Seguir también",
    unfollow: "Dejar de seguir",
    takeBack: "Retirar",
    remove: "Quitar",
    block: "Bloquear",
    unblock: "Desbloquear",
    blockConfirm: (name) => `¿Bloquear a ${name}? Termina todo seguimiento entre vosotros, y ya no podrá seguirte ni usar tu enlace de invitación. No se le avisa.`,
    blockedNow: (name) => `Ahora bloqueas a ${name}.`,
    unblocked: (name) => `Ya no bloqueas a ${name}.`,
    requested: (name) => `Solicitado: ${name} verá tu petición.`,
    nowFollowing: (name) => `Ahora sigues a ${name}.`,
    accepted: (name) => `${name} te sigue ahora.`,
    ignored: (name) => `Ignorada: a ${name} no se le avisa.`,
    inviteTitle: (name) => `${name} te invita`,
    inviteText: (name) => `Sigue a ${name} para veros en las clasificaciones de vuestros amigos.`,
    inviteFollow: (name) => `Seguir a ${name}`,
    inviteYours: "Es tu propio enlace de invitación: envíaselo a un amigo.",
    inviteGone: "Este enlace de invitación ya no sirve. Pídele uno nuevo a tu amigo.",
  },
  challenges: {
    title: "Desafío",
    list: "Desafíos",
    none: "Aún no hay desafíos. Desafía a un amigo desde su página, o pide la revancha después de una carrera.",
    about: "Un reparto secreto para todos, que cada uno juega una vez, cuando quiera. Nadie ve cómo jugaron los demás antes de jugarlo.",
    challenge: "Desafiar",
    mode: "Modo",
    rematch: "Revancha",
    made: (names) => `Desafío enviado a ${names}.`,
    play: "Jugarlo",
    resume: "Seguir jugando",
    decline: "Rechazar",
    declineTitle: "¿Rechazar el desafío?",
    declineText: "No jugarás este reparto, y los demás quedarán clasificados sin ti.",
    declined: "Rechazaste este desafío.",
    by: (name) => `De ${name}`,
    endsAt: (when) => `Juégalo antes del ${when}.`,
    placedAt: (when) => `Clasificado el ${when}.`,
    seal: "Sello del reparto",
    sealAbout: "La huella SHA-256 de la semilla que se reparte a todos: cuando se muestre la semilla, cualquiera podrá comprobarla.",
    seed: "Semilla",
    hidden: "Se ve cuando hayas jugado",
    hint: "Una pista te coloca detrás de todos los que lo jugaron hasta el final.",
    open: "Abierto",
    placed: "Clasificado",
    youWon: "¡Ganaste el desafío!",
    statuses: { invited: "Aún no ha jugado", playing: "Jugando", done: "Jugado", declined: "Rechazado", missed: "Se lo perdió" },
    why: {
      declined: "Rechazado", missed: "No lo jugó a tiempo", resigned: "Se rindió", left: "Dejó la partida",
      hint: "Pidió una pista", program: "Jugado por un programa", pace: "Jugó más rápido de lo que puede una persona",
    },
    leaveTitle: "¿Dejar tu partida por el desafío?",
    leaveText: "Tu partida puntuable en curso termina como derrota, y se reparte el desafío.",
    leaveYes: "Jugar el desafío",
    players: "Jugadores",
  },
  notices: {
    label: "Avisos",
    close: "Cerrar el aviso",
    followRequested: (name) => `${name} quiere seguirte.`,
    followed: (name) => `${name} te sigue ahora.`,
    followAccepted: (name) => `${name} aceptó tu solicitud: ya aparece en las clasificaciones de tus amigos.`,
    challenged: (name, mode) => `${name} te desafía a un reparto secreto (${mode}).`,
    finished: (mode) => `Tu desafío (${mode}) está clasificado.`,
    finishedPlace: (mode, place, players) => `Tu desafío (${mode}) está clasificado: quedaste ${ordinal(place)} de ${num(players)}.`,
    seeRequest: "Ver la solicitud",
    seePlayer: "Ver su página",
    seeChallenge: "Abrir el desafío",
    seePlaces: "Ver la clasificación",
  },
  passkeys: {
    title: "Llaves de acceso",
    about: "Inicia sesión en cualquier dispositivo con tu huella, tu cara o el bloqueo de pantalla, sin contraseña. Tu dispositivo guarda la llave; el servidor solo conoce su mitad pública.",
    none: "Aún no hay llaves de acceso.",
    name: "Nombre de la llave de acceso",
    defaultName: "Llave de acceso",
    add: "Añadir una llave de acceso",
    remove: "Quitar",
    removeConfirm: (name) => `¿Quitar la llave de acceso ${name}? Ya no iniciará tu sesión; los dispositivos que la usaron siguen con la sesión iniciada.`,
    removed: (name) => `La llave de acceso ${name} se ha quitado.`,
    added: (when) => `Añadida el ${when}`,
    used: (when) => `Usada por última vez el ${when}`,
    addedNow: "Tu llave de acceso está añadida: inicia sesión con ella en cualquier dispositivo.",
    accountMade: "Tu llave de acceso está añadida, y este jugador ya es una cuenta: inicia sesión con ella en cualquier dispositivo.",
    signIn: "Iniciar sesión con una llave de acceso",
    signedIn: "Has iniciado sesión con una llave de acceso.",
    signedInNow: "Sesión iniciada con tu llave de acceso.",
    unsupported: "Este navegador no puede crear llaves de acceso.",
  },
  deviceLink: {
    title: "Vincular un dispositivo",
    about: "Juega en otro móvil u ordenador como este mismo jugador, con todas tus partidas y medallas: muestra aquí un código y escanéalo o escríbelo en el otro dispositivo. Sirve una vez, durante 5 minutos.",
    show: "Mostrar un código",
    again: "Código nuevo",
    qrAlt: "Código QR que vincula otro dispositivo",
    codeLabel: (letters) => `Código: ${letters}`,
    until: (when) => `Sirve una vez, hasta el ${when}.`,
    enterTitle: "¿Juegas en otro dispositivo?",
    enterAbout: "Escribe el código que muestra tu otro dispositivo en Perfil, Vincular un dispositivo: este dispositivo pasa a ser ese jugador.",
    code: "Código",
    enter: "Vincular este dispositivo",
    signedIn: "Este dispositivo está vinculado: ahora juegas aquí como el mismo jugador.",
  },
  periodWeek: (week, year) => `Semana ${week} de ${year}`,
  periodDaily: (date) => `Partida del día del ${date}`,
  periods: { all: "Histórico", week: "Esta semana", day: "Hoy", daily: "Partida de hoy" },
  periodsInSentence: { all: "histórico", week: "esta semana", day: "hoy", daily: "partida de hoy" },
  solver: {
    par: (par) => `Par de esta partida: ${count(par, "jugada", "jugadas")}, la victoria más corta del solucionador sin repartir.`,
    unwinnable: "El solucionador demostró que esta partida no se puede ganar sin repartir: para ganar hacen falta los repartos.",
    hardest: "Partida más difícil ganada",
    hardestPar: (mode, par) => `${mode}, par de ${count(par, "jugada", "jugadas")}`,
    hardestUnwinnable: (mode) => `${mode}, imposible sin repartir (demostrado)`,
  },
  leagues: { label: "Jugadores", people: "Personas", bots: "Bots" },
  bot: {
    mark: "BOT",
    about: "Un programa: figura en las clasificaciones de bots",
    profile: "Un programa: sus partidas figuran en las clasificaciones de bots, aparte de las personas.",
  },
  review: {
    title: "En revisión",
    entry: (board, rank, figure) => (board === "speed"
      ? `Tu victoria en ${formatClock(figure.elapsed_ms)} quedaría aquí en el puesto ${num(rank)}.`
      : `Tus ${count(figure.score, "punto", "puntos")} quedarían aquí en el puesto ${num(rank)}.`),
    about: "Entra en la clasificación cuando un moderador la revise.",
    botsEmpty: "Aún no hay ningún bot en esta clasificación: los programas figuran aquí, aparte de las personas.",
  },
  player: {
    title: (name) => `Perfil de ${name}`,
    yours: "Tu perfil público",
    seeYours: "Ver tu perfil público",
    unnamed: "Este jugador no ha elegido un nombre visible.",
    badges: "Medallas",
    campaignGolds: "Paradas con oro",
    ofTwelve: (n) => `${num(n)} de 12`,
    cardBacks: "Reversos",
    played: "Jugadas", won: "Ganadas", abandoned: "Partidas abandonadas", bestScore: "Mejor puntuación", bestTime: "Mejor tiempo",
    fewestMoves: "Victoria con menos jugadas", none: "Aún ninguna",
    nothingYet: "Aún no ha terminado ninguna partida puntuable.",
    races: "Puntuaciones de carreras",
    rating: (rating, races) => `${tenths.format(rating)} tras ${count(races, "carrera", "carreras")}`,
    games: "Partidas recientes",
    campaign: "Campaña",
    race: "Carrera",
    noGames: "Aún no hay ninguna partida terminada que mostrar.",
    game: (mode, result) => `${mode}: ${result}`,
    watch: "Repetición",
    watchLabel: (mode, when) => `Ver la repetición de la partida de ${mode} del ${when}`,
    banned: (reason) => `Estás fuera de las clasificaciones: ${reason}`,
  },
  moderation: {
    nav: "Moderación",
    title: "Moderación",
    about: "Partidas retenidas para revisión, las más antiguas primero. Cada decisión se guarda con tu nombre, la hora y tu motivo.",
    queue: "Retenidas para revisión",
    empty: "Ninguna partida espera revisión.",
    more: "Ver más",
    account: (username) => `cuenta ${username}`,
    guest: "un invitado",
    won: "ganada", lost: "perdida",
    summary: (mode, result, score, ms, moves) => `${mode}: ${result}, ${count(score, "punto", "puntos")} en ${formatClock(ms)}, ${count(moves, "jugada", "jugadas")}`,
    held: (when) => `Retenida ${when}`,
    flags: "Por qué se retuvo",
    facts: "Lo que dice el reloj del servidor",
    actions: "Acciones",
    think: "Tiempo mediano entre acciones",
    pace: "Ritmo más rápido",
    paceValue: (rate) => `${tenths.format(rate)} acciones por segundo`,
    agreement: "La primera opción del solucionador",
    agreementValue: (share, choices) => `${Math.round(share * 100)}\u00a0% de ${count(choices, "elección real", "elecciones reales")}`,
    ms: (ms) => `${num(ms)} ms`,
    notMeasured: "Sin medir",
    replay: "Ver la repetición",
    reason: "Motivo (se guarda con la decisión)",
    clear: "Aprobar: puntúa",
    reject: "Rechazar: nunca puntúa",
    markBot: "Marcar como bot",
    unmarkBot: "No es un bot",
    ban: "Expulsar de las clasificaciones",
    unban: "Levantar la expulsión",
    tools: "Herramientas de moderación",
    toolsAbout: "Las partidas de un bot pasan a las clasificaciones de bots; las de un jugador expulsado salen de todas. Ambas cosas se pueden deshacer.",
    rejectTitle: "¿Rechazar esta partida?",
    rejectText: (name) => `La partida de ${name} nunca puntuará, y esto no se puede deshacer.`,
    rejectYes: "Rechazarla",
    banTitle: "¿Expulsar a este jugador?",
    banText: (name) => `Todas las partidas de ${name} salen de todas las clasificaciones hasta que se levante la expulsión. Puede seguir jugando y ver tu motivo.`,
    banYes: "Expulsar",
    done: {
      clear: (name) => `La partida de ${name} está aprobada: ya puntúa.`,
      reject: (name) => `La partida de ${name} está rechazada: nunca puntuará.`,
      "mark-bot": (name) => `${name} está marcado como bot.`,
      "unmark-bot": (name) => `${name} ya no está marcado como bot.`,
      ban: (name) => `${name} está expulsado de las clasificaciones.`,
      unban: (name) => `Se levantó la expulsión de ${name}.`,
    },
    decisions: "Decisiones",
    noDecisions: "Aún sin decisiones.",
    decision: {
      clear: (name) => `Aprobó una partida de ${name}`,
      reject: (name) => `Rechazó una partida de ${name}`,
      "mark-bot": (name) => `Marcó a ${name} como bot`,
      "unmark-bot": (name) => `Quitó la marca de bot a ${name}`,
      ban: (name) => `Expulsó a ${name}`,
      unban: (name) => `Levantó la expulsión de ${name}`,
    },
    by: (name, when) => `por ${name}, ${when}`,
    someone: "un jugador",
  },
  profile: {
    title: "Tu perfil",
    guest: "Invitado",
    guestAbout: "Estás jugando como invitado en este dispositivo. Crea una cuenta para llevar tu progreso a todas partes.",
    signedIn: (name) => `Sesión iniciada como ${name}.`,
    name: "Nombre visible",
    nameAbout: "Aparece en las clasificaciones.",
    saveName: "Guardar nombre",
    stats: "Estadísticas",
    noStats: "Termina una partida puntuable para ver aquí tus estadísticas.",
    played: "Jugadas", won: "Ganadas", winRate: "Porcentaje de victorias", streak: "Racha", bestTime: "Mejor tiempo", bestScore: "Mejor puntuación",
    fewestMoves: "Victoria con menos jugadas", averageScore: "Puntuación media", medals: "Medallas", none: "Aún ninguna",
    streakText: (now, best) => `${num(now)} (récord ${num(best)})`,
    chartLabel: (days) => `Partidas puntuables jugadas y ganadas en cada uno de los últimos ${days.length} días: ${num(days.reduce((sum, day) => sum + day.played, 0))} jugadas, ${num(days.reduce((sum, day) => sum + day.won, 0))} ganadas`,
    chartDay: (day) => `${formatDate(day.date)}: ${count(day.played, "partida jugada", "partidas jugadas")}, ${count(day.won, "ganada", "ganadas")}`,
    chartPeriod: "Últimos 30 días:",
    chartPlayed: (n) => count(n, "jugada", "jugadas"),
    chartWon: (n) => count(n, "ganada", "ganadas"),
    today: "Hoy",
    backs: "Reversos",
    owned: "Tuyo",
    toEarn: (how) => `Para conseguirlo: ${how}.`,
    settings: "Ajustes",
    settingsAbout: "Te siguen a cada dispositivo en el que inicies sesión.",
    theme: "Mesa", cardBack: "Reverso", animation: "Animación",
    fourColour: "Palos en cuatro colores", sound: "Sonido", music: "Música", highlight: "Resaltar jugadas (Tranquilo)",
    leftHanded: "Diseño para zurdos",
    saveSettings: "Guardar ajustes",
    language: "Idioma",
    languageBrowser: (name) => `El del navegador (${name})`,
    languageReload: "La página se vuelve a cargar en el idioma elegido.",
    account: "Guarda tu progreso: crea una cuenta",
    username: "Usuario", password: "Contraseña", passwordNew: "Contraseña (8 caracteres o más)",
    createAccount: "Crear cuenta",
    signIn: "Iniciar sesión en este dispositivo",
    signInButton: "Iniciar sesión",
    signOut: "Cerrar sesión",
    saved: "Ajustes guardados.",
    nameSaved: "Nombre guardado.",
    accountCreated: "Cuenta creada: inicia sesión con ella en cualquier dispositivo.",
  },
  consent: {
    title: "Dar acceso a una app",
    asks: (name) => ["«", name, "» quiere usar tu cuenta de Montana"],
    signedInAs: "Sesión iniciada como",
    mayTitle: "Podrá",
    scopes: {
      read: "Ver tus partidas, estadísticas, perfil y ajustes",
      play: "Empezar y jugar partidas en tu nombre: cuentan en tu perfil y en las clasificaciones",
      bot: "Jugar por ti como bot: esas partidas figuran en las clasificaciones de bots",
      friends: "Ver a quién sigues y quién te sigue, y las clasificaciones de tus amigos",
    },
    never: "Nunca podrá cambiar tu contraseña, tus ajustes ni tus tokens, dar acceso a otras apps, ni moderar.",
    returnsTo: "Tu respuesta va a",
    trust: "Una app puede llamarse como quiera: dale acceso solo si sabes de dónde viene.",
    allow: "Permitir",
    deny: "No permitir",
    allowed: "Permitido. Volviendo a la app…",
    denied: "No permitido. Volviendo a la app…",
    later: "En tu página de Perfil ves las apps con acceso, y puedes quitárselo a cualquiera.",
    signInTitle: "Inicia sesión para responder",
    signInAbout: "Solo una cuenta puede dar acceso a una app. Inicia sesión en la tuya en este dispositivo.",
    refusedTitle: "Esta solicitud no se puede atender",
    refused: (why) => `La app lo pidió de una forma que este servidor no acepta: ${why}`,
    back: "Volver a la app",
    noWayBack: "Su dirección no es de fiar, así que no se te envía de vuelta. Avisa a quienes hicieron la app.",
    tryAgain: "Vuelve a cargar la página para intentarlo otra vez.",
    toTheGame: "Ir al juego",
  },
  apps: {
    title: "Apps y tokens",
    about: "Programas que actúan por ti. Quítale el acceso a cualquiera cuando quieras; también se les quita al cambiar tu contraseña o cerrar sesión en todas partes.",
    granted: "Apps con acceso",
    noneGranted: "Ninguna app tiene acceso. Una app te lo pide en una página de Montana, y tú decides.",
    tokens: "Tus tokens de app",
    noTokens: "Sin tokens de app. Crea uno abajo para un programa tuyo.",
    lastUsed: (when) => `último uso ${when}`,
    never: "sin usar",
    until: (when) => `hasta ${when}`,
    letOut: "Quitar acceso",
    revoke: "Revocar",
    newToken: "Crear un token de app",
    newTokenAbout: "Para un programa tuyo: envíalo como Authorization: Bearer <token>. Se muestra una sola vez.",
    name: "Nombre",
    scopes: { read: "Leer", play: "Jugar", bot: "Jugar como bot", friends: "Leer amigos" },
    make: "Crear token",
    made: "Copia este token ahora: no se volverá a mostrar.",
    copy: "Copiar",
    copied: "Copiado.",
    letOutDone: (name) => `${name} ya no puede usar tu cuenta.`,
    revoked: (name) => `El token «${name}» ya no funciona.`,
    pickScope: "Elige al menos una cosa que pueda hacer el token.",
  },
  cardBacks: {
    names: {
      "red-lattice": "Celosía roja", "blue-lattice": "Celosía azul", "pine-grain": "Veta de pino", "brass-star": "Estrella de latón",
      "gold-rush": "Fiebre del oro", "prairie-sunset": "Ocaso en la pradera", "sunrise-rider": "Jinete del alba", "marshal-badge": "Placa de marshal",
    },
    deeds: {
      "brass-star": () => "gana una partida",
      "gold-rush": () => "consigue una medalla de oro",
      "prairie-sunset": (n) => `gana ${count(n, "partida", "partidas")}`,
      "sunrise-rider": (n) => `juega la partida del día ${count(n, "día", "días")} seguidos`,
      "marshal-badge": () => "consigue el título de Grand Marshal",
    },
  },
  themes: { "classic-felt": "Tapete verde clásico", "aged-pine": "Pino envejecido", "sunset-leather": "Cuero al atardecer" },
  speeds: { off: "Sin animación", slow: "Lenta", normal: "Normal", fast: "Rápida" },
  gameOver: {
    won: "¡Ganaste!",
    blocked: "Sin jugadas",
    resigned: "Te rendiste",
    abandoned: "Dejada por otra partida",
    expired: "Terminó el día",
    time_up: "Se acabó el tiempo",
    over: "Fin de la partida",
    time: "Tiempo",
    moves: "Jugadas",
    score: "Puntos",
    total: "Puntuación final",
    medal: (badge) => medal(badge).replace(/^m/, "M"),
    par: (par, moves) => `Par de esta partida: ${count(par, "jugada", "jugadas")} (la victoria del solucionador). Hiciste ${count(moves, "jugada", "jugadas")}.`,
    improved: (board, period, rank, previous, league) =>
      `${S.boards[board]}, ${S.periodsInSentence[period] ?? periodName(period)}${league === "bots" ? ` ${S.gameOver.bots}` : ""}: puesto ${num(rank)}${previous ? ", un nuevo récord personal" : ", tu primera entrada"}`,
    unlocked: (name) => `Nuevo reverso: ${name}`,
    achievement: (code) => `Logro: ${S.achievements.names[code]?.[0] ?? S.achievements.title}`,
    underReview: "Retenida para revisión: entra en las clasificaciones públicas cuando un moderador la revise.",
    offBoards: {
      race: "Las partidas de carrera cuentan para la puntuación de carreras, no para las clasificaciones.",
      not_ranked_kind: "Las paradas de la campaña y las partidas ganables no figuran en las clasificaciones.",
      assisted: "En esta partida se usó una pista, así que no figura en las clasificaciones.",
      not_allowed: "Este jugador no puede aparecer en las clasificaciones.",
      daily_too_new: "La clasificación de la partida del día es para cuentas que ya existían antes de empezar su día.",
      held: "Retenida para revisión: un moderador revisará esta partida.",
    },
    bots: "(liga de bots)",
    title: (title) => `Nuevo título: ${title}`,
    campaign: (level, badge) => `Parada ${level} de la campaña: ${badge ? `mejor medalla, ${badgeName(badge).toLowerCase()}` : "aún sin medalla"}`,
    replay: "Ver la repetición",
    again: "Nueva partida",
    retry: "Reintentar",
    nextStop: (level) => `Siguiente parada: ${num(level)}`,
    close: "Ver la mesa",
    fairPlay: "Juego limpio",
    seedPractice: (seed) => `Semilla: ${seed}`,
    seedRevealed: (seed, commitment) => `La semilla de esta partida era ${seed}; su SHA-256, ${commitment}, se publicó al empezar.`,
    seedLater: "La semilla de esta partida se revela más tarde: la de la partida del día, al día siguiente; las de la campaña siguen en secreto, porque todos los jugadores las comparten.",
  },
  scoreLines: {
    "cards in sequence": (n) => `${count(n, "carta", "cartas")} en escalera \u00d7 100`,
    "complete rows": (n) => `${count(n, "fila completa", "filas completas")} \u00d7 ${num(1000)}`,
    moves: (n) => `${count(n, "jugada", "jugadas")} \u00d7 \u22125`,
    "redeals left": (n) => `${count(n, "reparto restante", "repartos restantes")} \u00d7 500`,
    "seconds under par": (n) => `${count(n, "segundo", "segundos")} bajo el tiempo de referencia \u00d7 10`,
  },
  replay: {
    title: (mode) => `Repetición: ${mode}`,
    step: (index, last) => `Paso ${num(index)} de ${num(last)}`,
    deal: "el reparto",
    move: (card, row, col) => `${cardName(card)} a ${position(row, col)}`,
    undo: "deshacer",
    redeal: "nuevo reparto",
    resign: "rendición",
    timeout: "se acabó el tiempo",
    figures: (moves, score, ms) => `${count(moves, "jugada", "jugadas")}, ${count(score, "punto", "puntos")}, ${formatClock(ms)}`,
    first: "Primer paso", previous: "Paso anterior", next: "Paso siguiente", last: "Último paso",
    play: "Reproducir la partida", pause: "Pausa",
  },
  play: {
    choose: (card, gaps) => `${cardName(card)} cabe en ${count(gaps, "hueco", "huecos")}: elige uno.`,
    gapTakes: (cards) => `En este hueco cabe ${listOr(cards.map(cardName))}: elige una.`,
    dead: "En este hueco no cabe nada hasta un nuevo reparto: está a la derecha de un rey o de otro hueco.",
    fitsNothing: (card) => `${cardName(card)} no cabe ahora en ningún hueco.`,
    dropOnGap: "Suelta una carta sobre un hueco.",
    deadDrop: "En ese hueco no cabe nada hasta un nuevo reparto.",
    doesNotFit: (card, accepts) => `${cardName(card)} no cabe ahí: en ese hueco cabe ${listOr(accepts.map(cardName))}.`,
    compass: "Brújula",
    hintMove: (card, to, gapName) => `Mueve ${cardName(card)} a ${gapName}.`,
    hintRedeal: "Vuelve a repartir.",
    hintUndo: "Deshaz.",
    // El servidor razona en inglés; aquí la pista habla desde sus datos.
    hintReason: (hint) => {
      const moves = hint.line?.length ?? 0;
      if (hint.wins) return moves ? `Así ganas este reparto en ${count(moves, "jugada", "jugadas")}.` : "Así ganas este reparto.";
      if (hint.kind === "redeal") return "En este reparto ya ninguna jugada lleva más lejos.";
      if (hint.kind === "undo") return "Una jugada anterior bloquea la victoria.";
      return moves > 1 ? `La mejor línea encontrada en este reparto tiene ${count(moves, "jugada", "jugadas")}.` : "Es la mejor jugada encontrada.";
    },
    hintVerdict: (hint) => ({
      winnable: "Desde aquí se conoce una línea ganadora.",
      lost: "Ya ninguna línea gana, y no quedan repartos.",
    }[hint.verdict] ?? ""),
    gapAfter: (card) => `el hueco tras ${cardName(card)}`,
    rowStart: (row) => `el principio de la fila ${row + 1}`,
    noUndo: "No hay nada que deshacer en este reparto.",
    noRedeal: "No quedan repartos.",
    timeUp: "Se acabó el tiempo.",
    leftTutorial: "Bienvenido de nuevo a tu partida.",
  },
  welcome: {
    title: "Bienvenido a Montana",
    body: "Desliza cartas a los huecos hasta que cada fila vaya del dos al rey de un mismo palo. ¿Nuevo en el juego? El tutorial dura dos minutos.",
    start: "Empezar el tutorial",
    skip: "Ahora no",
  },
  tutorial: {
    label: "Tutorial",
    step: (index, total) => `Paso ${index} de ${total}`,
    next: "Siguiente",
    back: "Atrás",
    skip: "Salir del tutorial",
    finish: "Terminar",
    wrongMove: (expected) => `En este paso, ${expected}.`,
    blocked: "El tutorial enseña una cosa cada vez: sigue el paso de arriba.",
    done: "Tutorial terminado. Reparte una partida tuya desde Nueva partida.",
  },
  help: { title: "Cómo se juega" },
  errors: { retry: "Reintentar" },
  settingsConflict: "Tus ajustes cambiaron en otro dispositivo: ahora se muestran. Guarda otra vez para cambiarlos.",
  signedOutHere: "Se cerró tu sesión en este dispositivo: desde otro dispositivo, por un cambio de contraseña o tras mucho tiempo sin venir. Inicia sesión aquí para seguir con tu cuenta; hasta entonces juegas como un invitado nuevo.",
  guestEnded: "Tu sesión de invitado en este dispositivo había terminado tras mucho tiempo sin venir: ahora juegas como un invitado nuevo. Crea una cuenta en Perfil para conservar tus partidas para siempre.",
};

// Los problemas de la API se convierten en frases según su tipo; `context` dice qué hacía el jugador.
export function problemSentence(error, context = "") {
  if (!error || error.network) return "No se puede contactar con el servidor. Comprueba tu conexión e inténtalo otra vez.";
  const type = String(error.problem?.type || "").replace("/problems/", "");
  const fields = (error.problem?.errors || []).map((item) => (item.location || []).at(-1));
  const wait = error.retryAfter ? count(error.retryAfter, "segundo", "segundos") : "un momento";
  switch (type) {
    case "unauthorized":
      if (context === "device-link") return "Ese código no vincula ningún dispositivo: está mal escrito, ya se usó o tiene más de 5 minutos. Muestra uno nuevo en tu otro dispositivo.";
      return "Se cerró tu sesión en este dispositivo. Vuelve a iniciarla en la página de Perfil, o recarga para jugar como invitado.";
    case "wrong-credentials":
      return "Ese usuario y esa contraseña no coinciden. Compruébalos e inténtalo otra vez.";
    case "not-found":
      if (context === "replay") return "Esa partida no se puede mostrar: quizá sigue en curso, o el enlace está mal.";
      if (context === "leaderboard") return "Ese periodo no existe en el calendario: elige otro.";
      if (context === "friends") return "Eso ya no está: la página muestra cómo están las cosas ahora.";
      return "No se encuentra esa partida. Quizá se jugó con otra cuenta.";
    case "game-over":
      return "Esta partida ya terminó.";
    case "conflict":
      if (context === "rename") return "Ese nombre visible ya está cogido: elige otro.";
      if (context === "signup") return "Ese usuario ya existe, o este jugador ya tiene cuenta: elige otro usuario o inicia sesión.";
      if (context === "token") return "Tienes todos los tokens de app permitidos: revoca uno antes.";
      if (context === "moderation") return "Eso ya estaba decidido, o no se le puede hacer a este jugador (a un moderador no se le puede expulsar). La página muestra cómo están las cosas ahora.";
      if (context === "friends") return "Sigues (o has pedido seguir) a tantos jugadores como se permite: deja de seguir a alguno, o espera respuestas, antes.";
      return "Eso choca con algo ya guardado. Recarga la página e inténtalo otra vez.";
    case "stale-version":
      return context === "settings"
        ? S.settingsConflict
        : "Esta partida cambió en otro dispositivo. La mesa muestra cómo va ahora: sigue desde aquí.";
    case "stale-settings":
      return S.settingsConflict;
    case "oauth-refused":
      return "No se pudo aceptar la solicitud de inicio de sesión de esa app. Vuelve a la app y empieza de nuevo, o avisa a quienes la hicieron.";
    case "insufficient-scope":
      return "Esta sesión no permite hacer eso. Vuelve a iniciar sesión en la página de Perfil.";
    case "uri-too-long":
      return "Esa dirección es demasiado larga. Vuelve atrás e inténtalo otra vez.";
    case "if-match-required":
      return "No se pudieron guardar tus ajustes. Recarga la página e inténtalo otra vez.";
    case "invalid-period":
      return "Ese periodo de clasificación no existe: elige uno de la lista.";
    case "illegal-action":
      return "Esa jugada no está permitida aquí. La mesa muestra cómo va la partida.";
    case "malformed-action":
      return "No se entendió esa jugada. Recarga la página e inténtalo otra vez.";
    case "invalid-request":
      if (fields.includes("username")) return "Un usuario tiene de 3 a 32 letras, cifras, puntos, guiones o guiones bajos.";
      if (fields.includes("password")) return "Una contraseña necesita de 8 a 128 caracteres.";
      if (fields.includes("display_name")) return "Un nombre visible tiene de 3 a 24 caracteres.";
      if (fields.includes("seed")) return "Una semilla tiene de 1 a 200 caracteres.";
      return "Algo de ese formulario no es válido. Revísalo e inténtalo otra vez.";
    case "idempotency-key-reused":
      return "Esa solicitud ya se envió una vez. Recarga la página e inténtalo otra vez.";
    case "too-many-requests":
      return context === "signin" ? `Demasiados intentos de inicio de sesión: espera ${wait} e inténtalo otra vez.` : `Demasiadas solicitudes: espera ${wait} e inténtalo otra vez.`;
    case "database-unavailable":
      return "El almacén de partidas no responde ahora mismo, y no se cambió nada. Inténtalo otra vez en unos segundos.";
    case "outcome-unknown":
      return "El almacén de partidas dejó de responder justo después de recibir tu solicitud, así que quizá se completó. La mesa mostrará cómo están las cosas cuando vuelva a responder.";
    case "no-winnable-deal-ready":
      return "Aún no hay ninguna partida ganable lista. Inténtalo otra vez en un minuto, o juega cualquier partida.";
    case "invalid-cursor":
      return "Esa página de resultados caducó. Empieza otra vez desde arriba.";
    case "body-too-large":
      return "Era demasiado para enviar de una vez. Acórtalo e inténtalo otra vez.";
    case "ranked-game-in-play":
      return "Tienes una partida puntuable en curso. Termínala, o déjala, antes de empezar otra.";
    case "forbidden":
      return "Eso no está abierto a esta cuenta.";
    case "winnable-share-used":
      return "Las partidas ganables de hoy ya están todas cogidas. Juega cualquier partida ahora, o vuelve mañana.";
    case "campaign-level-not-ready":
      return `La partida de esta parada aún se está eligiendo. Inténtalo otra vez dentro de ${wait}.`;
    case "deal-not-public":
      return "La partida de ese día aún se está jugando. Se podrá practicar cuando termine su día, después de medianoche (UTC).";
    case "headers-too-large":
      return "Este navegador envió demasiado con esa solicitud. Recarga la página e inténtalo otra vez.";
    case "hints-busy":
      return `La brújula está ocupada con las pistas de muchos jugadores. Pide otra vez dentro de ${wait}.`;
    case "sign-in-busy":
      return `Ahora mismo hay muchos inicios de sesión. Inténtalo otra vez dentro de ${wait}.`;
    case "slow-requests-busy":
      return `El servidor está ocupado con muchas pistas e inicios de sesión. Inténtalo otra vez dentro de ${wait}.`;
    case "server-busy":
      return `El servidor está ocupado con muchos jugadores a la vez, y no se cambió nada. Inténtalo otra vez dentro de ${wait}.`;
    case "migrations-pending":
      return "El servidor se está actualizando. Inténtalo otra vez en un minuto.";
    case "unreadable-body":
      return "No se pudo leer esa solicitud. Recarga la página e inténtalo otra vez.";
    case "action-limit":
      return "Esta partida ya duró todo lo que puede durar una partida. Ríndete y empieza otra.";
    case "race-full":
      return "Esa carrera está llena. Únete a otra, o abre tu propia sala.";
    case "race-started":
      return "Esa carrera ya empezó. Únete a otra, o mira esta.";
    case "in-another-race":
      return "Ya estás en otra carrera. Sal de ella primero, o termínala.";
    case "too-few-racers":
      return "Una carrera necesita al menos dos corredores. Espera a que se una alguien, o comparte el código de la sala.";
    case "not-the-host":
      return "Solo el corredor que abrió la sala puede hacer eso.";
    case "bots-not-allowed":
      return "Esta sala es solo para personas: los bots no pueden entrar.";
    case "blocked":
      if (context === "challenge") return "No puedes desafiar a este jugador: uno de los dos bloquea al otro.";
      return "No puedes seguir a este jugador: uno de los dos bloquea al otro.";
    case "passkey-refused":
      return "Esa llave de acceso no pudo iniciar tu sesión aquí. Prueba otra, o inicia sesión con tu usuario y contraseña.";
    case "not-friends":
      return "Puedes desafiar a quienes te dejan seguirlos o te siguen: pide seguirlos primero.";
    case "challenge-over":
      return "Este desafío ha terminado: su página muestra el resultado.";
    case "unknown-race":
      return "No hay ninguna carrera con ese código o enlace. Compruébalo, o pide el enlace a quien la organiza.";
    default:
      return "Algo salió mal en el servidor, y no se cambió nada. Inténtalo otra vez.";
  }
}

const SUIT_WORD = { S: "picas", H: "corazones", D: "diamantes", C: "tréboles" };
const RANK_WORD = {
  A: "As", 2: "Dos", 3: "Tres", 4: "Cuatro", 5: "Cinco", 6: "Seis", 7: "Siete", 8: "Ocho", 9: "Nueve", T: "Diez",
  J: "Jota", Q: "Reina", K: "Rey",
};
// "7D" -> "Siete de diamantes": para lectores de pantalla.
export function cardWords(code) {
  return `${RANK_WORD[code[0]]} de ${SUIT_WORD[code[1]]}`;
}

export function position(row, col) {
  return `fila ${row + 1}, columna ${col + 1}`;
}

export function outcome(game) {
  const ended = { abandoned: "dejada por otra partida", expired: "terminó el día" }[game.cause];
  const result = game.status === "won" ? "ganada" : ended || { blocked: "sin jugadas", resigned: "rendición", time_up: "se acabó el tiempo" }[game.reason] || "perdida";
  return `${result}, ${count(game.score, "punto", "puntos")} en ${formatClock(game.elapsed_ms)}`;
}

export const HELP = [
  {
    title: "El objetivo",
    items: [
      "Las 52 cartas se reparten boca arriba en cuatro filas de trece; se quitan los cuatro ases y quedan cuatro huecos.",
      "Ordena cada fila en un solo palo, del dos al rey, de izquierda a derecha.",
    ],
  },
  {
    title: "Las cuatro reglas",
    items: [
      "Un hueco de la primera columna admite cualquier dos.",
      "Cualquier otro hueco admite una sola carta: la del mismo palo que la carta de su izquierda y un valor más alta. A la derecha del 7\u2666\ufe0e va el 8\u2666\ufe0e.",
      "Un hueco a la derecha de un rey no admite nada (no hay carta más alta), ni tampoco un hueco a la derecha de otro hueco. Quedan muertos hasta un nuevo reparto, y la mesa los muestra tachados.",
      "Las cartas en orden desde un dos en la primera columna forman una escalera. Las escaleras brillan en dorado y se quedan en su sitio al repartir.",
    ],
  },
  {
    title: "Mover cartas",
    items: [
      "Toca o haz clic en una carta para mandarla a su hueco; si cabe en dos, se iluminan y eliges tú.",
      "Toca un hueco para iluminar las cartas que admite; si solo cabe una, llega al momento.",
      "O arrastra una carta a un hueco. Cada jugada deja un hueco nuevo donde estaba la carta.",
      "Deshacer devuelve las jugadas del reparto actual (aun así cuenta como jugada).",
    ],
  },
  {
    title: "Repartos",
    items: [
      "Un nuevo reparto recoge todas las cartas fuera de las escaleras, las baraja y las vuelve a repartir, dejando un hueco justo después de cada escalera.",
      "Clásico, Express y Blue Moon permiten dos repartos; Tranquilo, todos los que quieras. Puedes repartir en cualquier momento, pero las jugadas anteriores ya no se podrán deshacer, así que el juego pregunta antes mientras aún se puedan mover cartas.",
    ],
  },
  {
    title: "Ganar y perder",
    items: [
      "Ganas cuando cada fila va del dos al rey.",
      "Pierdes cuando ninguna carta puede moverse y no quedan repartos, cuando te rindes o cuando se acaba el reloj en Express.",
    ],
  },
  {
    title: "Modalidades",
    items: [
      "Clásico: cuatro filas de trece, dos repartos, sin reloj.",
      "Tranquilo: repartos ilimitados, y Resaltar jugadas ilumina cada carta que puede moverse.",
      "Express: tres minutos de reloj; la partida termina cuando se acaba, y tu puntuación se queda.",
      "Blue Moon: los ases abren cada fila, en cuatro filas de catorce; sube desde cada as hasta el rey.",
      "Partida del día: un reparto Clásico al día, el mismo para todos, un intento cada uno, con su propia clasificación.",
      "La Campaña Clásica: doce repartos compartidos, todos con victoria demostrada. Reintenta cuanto quieras; cuenta tu mejor medalla. El oro en las doce te da el título de Grand Marshal.",
      "Una partida ganable: un reparto Clásico que el solucionador demostró ganable sin repartir. Su par, el número de jugadas del solucionador, se muestra al final.",
      "Práctica: cada semilla que escribas da siempre la misma mesa. Las partidas de práctica no cuentan en ningún sitio.",
    ],
  },
  {
    title: "Puntuación y medallas",
    items: [
      `100 puntos por cada carta en escalera, ${num(1000)} por cada fila completa, menos 5 por cada jugada.`,
      "Una victoria suma 500 por cada reparto sin usar y 10 por cada segundo bajo el tiempo de referencia (15 minutos en Clásico y Blue Moon, 3 minutos en Express).",
      "Oro: una victoria con un reparto de sobra. Plata: una victoria que usó todos los repartos. Bronce: una derrota con al menos dos filas completas.",
      "Una pista en una partida puntuable es ayuda: la partida sigue en tus estadísticas, pero no en las clasificaciones.",
    ],
  },
  {
    title: "Teclado y mando",
    items: [
      "Las flechas mueven el anillo de foco; Intro o Espacio juega la carta o el hueco que hay debajo.",
      "U deshace, H pide una pista a la brújula, R reparte, N empieza una partida nueva, Esc cancela una elección.",
      "Con mando: la cruceta o el stick izquierdo mueven el foco, A juega, B deshace, X pide una pista, Y reparte.",
    ],
  },
  {
    title: "Juego limpio",
    items: [
      "Cada reparto sale de una semilla secreta cuya huella (su SHA-256) se muestra al empezar la partida y cuyo valor se revela al terminar, para que cualquiera pueda repetir y comprobar cualquier partida.",
      "El servidor arbitra cada jugada; las clasificaciones solo tienen partidas arbitradas, cada una con su repetición.",
    ],
  },
];

export const LESSON = {
  goal: {
    title: "El objetivo",
    body: "Ordena cada fila en un solo palo, del dos al rey, de izquierda a derecha. Es un reparto de práctica elegido para aprender: aquí nada cuenta.",
  },
  gaps: {
    title: "Cuatro huecos",
    body: "Se quitaron los cuatro ases y quedaron cuatro huecos (marcados). Las cartas solo se mueven a huecos, y cada jugada deja un hueco nuevo detrás.",
  },
  law1: {
    title: "Regla 1: los doses abren una fila",
    body: "Un hueco de la primera columna admite cualquier dos. Pon el 2\u2666\ufe0e al principio de la fila 1: tócalo, o arrástralo al hueco.",
    expected: "pon el 2\u2666\ufe0e al principio de la fila 1",
  },
  law2: {
    title: "Regla 2: uno más, mismo palo",
    body: "Cualquier otro hueco admite la carta un valor más alta que la de su izquierda, del mismo palo. El hueco tras el 2\u2666\ufe0e admite el 3\u2666\ufe0e: juégalo.",
    expected: "juega el 3\u2666\ufe0e tras el 2\u2666\ufe0e",
  },
  locked: {
    title: "Regla 4: las escaleras se fijan",
    body: "2\u2666\ufe0e 3\u2666\ufe0e es una escalera desde la primera columna: brilla en dorado, y un nuevo reparto la deja en su sitio. El 3\u2666\ufe0e dejó un hueco al principio de la fila 4, que ahora admite cualquier dos.",
  },
  law2again: {
    title: "Regla 2, en cualquier sitio",
    body: "Este hueco está a la derecha del 10\u2666\ufe0e, así que admite la J\u2666\ufe0e y nada más. Juégala.",
    expected: "juega la J\u2666\ufe0e tras el 10\u2666\ufe0e",
  },
  dead: {
    title: "Regla 3: huecos muertos",
    body: "Este hueco está a la derecha del K\u2663\ufe0e. Ninguna carta es más alta que un rey, así que aquí no cabe nada hasta un nuevo reparto. Un hueco a la derecha de otro hueco también está muerto.",
  },
  redeal: {
    title: "Repartir",
    body: "Cuando te atasques, o quieras nuevas oportunidades, vuelve a repartir: todas las cartas fuera de las escaleras se recogen, se barajan y se reparten otra vez, con un hueco tras cada escalera. Clásico permite dos. Pulsa Repartir; aún se pueden mover cartas, así que el juego te pide confirmarlo.",
    expected: "pulsa Repartir y confirma",
  },
  after: {
    title: "Tu escalera se quedó",
    body: "El 2\u2666\ufe0e 3\u2666\ufe0e se quedó en su sitio, y el hueco de después admite el 4\u2666\ufe0e. Juégalo para alargar la escalera.",
    expected: "juega el 4\u2666\ufe0e tras el 3\u2666\ufe0e",
  },
  score: {
    title: "Puntuación",
    body: `Sumas 100 por cada carta en escalera y ${num(1000)} por cada fila completa, menos 5 por jugada. Una victoria suma 500 por cada reparto sin usar y un extra por rapidez. Medallas: oro por una victoria con un reparto de sobra, plata por una victoria que los usó todos, bronce por dos filas completas en una derrota.`,
  },
  tools: {
    title: "Ayuda a mano",
    body: "Deshacer devuelve una jugada de este reparto. La brújula (Pista) sugiere una jugada y explica por qué. La página de Ayuda tiene todas las reglas, y este tutorial está ahí cuando lo quieras. ¡Suerte, Marshal!",
  },
};

// -- carreras -----------------------------------------------------------------------------------

// 1 -> "1.º": un puesto en una carrera.
export function ordinal(n) {
  return `${num(n)}.º`;
}

S.races = {
  nav: "Carreras",
  kind: "Carrera",
  title: "Carreras",
  lede: "El mismo reparto secreto, repartido a cada corredor en el mismo instante: gana la mejor partida.",
  mode: "Modalidad",
  quick: "Competir con alguien ya",
  quickAbout: "Corredores de puntuación parecida, de dos a cuatro, encontrados en medio minuto. Puntuable.",
  quickStart: "Buscar carrera",
  quickWaiting: "Buscando corredores",
  quickWaited: (ms) => `Esperando ${formatClock(ms)}. Dos o tres empiezan a los diez segundos; cuatro, al momento.`,
  quickCancel: "Dejar de buscar",
  quickNoOne: "Ahora mismo no buscaba nadie de tu nivel.",
  ghostOffer: "Compite mejor contra tu propia mejor partida de esta modalidad: su fantasma juega a tu lado, jugada a jugada, con el mismo reparto.",
  ghostNone: "Termina antes una partida de esta modalidad: el fantasma contra el que compites es tu propia mejor partida.",
  ghostStart: "Competir con mi fantasma",
  quickAgain: "Buscar otra vez",
  matched: "Corredores encontrados: a la sala.",
  create: "Abrir una sala",
  createAbout: "Elige una modalidad y las plazas, y luego comparte el código o el enlace.",
  seats: "Plazas",
  seatsCount: (n) => `${num(n)} corredores`,
  who: "Quién puede entrar",
  private: "Amigos con el código",
  public: "Cualquiera: aparece abajo, y puntúa",
  rated: "Carrera puntuable",
  ratedAbout: "Las puntuaciones solo cambian en carreras puntuables; las públicas siempre lo son.",
  createButton: "Abrir la sala",
  join: "Entrar con un código",
  joinAbout: "Seis letras y cifras, del corredor que abrió la sala.",
  code: "Código",
  joinButton: "Entrar",
  badCode: "Un código tiene seis letras y cifras, como K7MPQ2. Compruébalo e inténtalo otra vez.",
  open: "Carreras abiertas",
  openEmpty: "Ninguna carrera pública espera corredores. Abre una, y los demás la encontrarán aquí.",
  refresh: "Actualizar",
  openLine: (mode, taken, seats) => `${mode}: ${num(taken)} de ${count(seats, "plaza ocupada", "plazas ocupadas")}`,
  hostedBy: (name) => `Abierta por ${name}`,
  joinThis: "Entrar",
  ratedTag: "Puntuable",
  unratedTag: "No puntuable",
  roomTitle: (mode) => `Sala de carrera \u00b7 ${mode}`,
  ghostTitle: (mode) => `Carrera contra el fantasma \u00b7 ${mode}`,
  raceTitle: (mode) => `Carrera \u00b7 ${mode}`,
  resultsTitle: (mode) => `Resultados de la carrera \u00b7 ${mode}`,
  codeLabel: "Código de la sala",
  invite: "Enlace de invitación",
  copy: "Copiar el enlace",
  copied: "Enlace copiado: mándaselo a tus amigos.",
  copyFailed: "Selecciona el enlace y cópialo a mano.",
  racers: "Corredores",
  freeSeat: "Una plaza libre",
  host: "abrió la sala",
  youName: "Tú",
  unnamed: (seat) => `Corredor ${num(seat)}`,
  ghostName: "Fantasma",
  take: "Ocupar una plaza",
  start: "Empezar la carrera",
  startNeeds: "La carrera empieza cuando tú digas, con dos corredores o más, o sola cuando se ocupen todas las plazas.",
  waitHost: "El corredor que abrió la sala empieza la carrera; también empieza sola cuando se ocupan todas las plazas.",
  startsBy: (time) => `Si nadie la empieza, empieza sola a las ${time} con dos corredores o más, o se cierra.`,
  leaveRoom: "Salir de la sala",
  watching: "Estás mirando esta carrera.",
  full: "Todas las plazas están ocupadas: mira la carrera desde aquí.",
  countdown: "El reparto llega en",
  countdownLabel: (n) => `El reparto llega en ${count(n, "segundo", "segundos")}`,
  go: "¡Ya!",
  commitment: (hash) => `El reparto se fija antes de la salida: su huella (SHA-256) es ${hash}. La semilla se revela al terminar la carrera, para que cualquiera pueda comprobar la partida de cada corredor.`,
  revealed: (seed, hash) => `La semilla del reparto era ${seed}; su SHA-256, ${hash}, se mostró antes de la salida.`,
  ghostSeed: (seed) => `El reparto del fantasma, semilla ${seed}, ya es tuyo: esta carrera de práctica no cuenta en ningún sitio.`,
  fairPlay: "Juego limpio",
  closed: "Esta sala se cerró antes de la carrera: vinieron muy pocos corredores.",
  missing: "Esta carrera no se puede mostrar. Comprueba el código o el enlace, o busca otra carrera.",
  rail: "La carrera",
  timeLeft: (ms) => `quedan ${formatClock(ms)}`,
  inSequence: (cards, total) => `${num(cards)} de ${num(total)} en escalera`,
  progress: (line) => `${count(line.moves ?? 0, "jugada", "jugadas")}, ${count(line.redeals_used ?? 0, "reparto usado", "repartos usados")}`,
  states: {
    waiting: "Esperando el reparto", playing: "Compitiendo", won: "Terminó", blocked: "Bloqueado", resigned: "Se rindió",
    time_up: "Sin tiempo", left: "Dejó la carrera", race_over: "Parado en el límite de tiempo", over: "Fin de la partida",
  },
  finishedIn: (ms) => `Terminó en ${formatClock(ms)}`,
  leave: "Dejar la carrera",
  leaveTitle: "¿Dejar la carrera?",
  leaveText: "Irse cuenta como rendirse: tu partida termina ahora, y tu puesto depende de tus cartas en escalera.",
  leaveYes: "Dejar la carrera",
  resignText: "En una carrera, rendirse termina tu partida ya: tu puesto depende de tus cartas en escalera.",
  leaveForGame: "Tu partida de carrera sigue en marcha: empezar otra partida la abandona, y tu puesto depende de tus cartas en escalera.",
  backToTable: "Volver a tu mesa",
  youFinished: "Tu partida terminó: los demás siguen compitiendo.",
  opponentDone: (name, state) => `${name}: ${S.races.states[state].toLowerCase()}.`,
  time: "Tiempo",
  cards: "Cartas",
  moves: "Jugadas",
  rating: "Puntuación",
  replay: "Repetición",
  watchReplay: (name) => `Ver la partida de ${name}`,
  ratingChange: (delta, after) => `${delta >= 0 ? "+" : "\u2212"}${tenths.format(Math.abs(delta))} (ahora ${tenths.format(after)})`,
  notRated: "No puntúa",
  youPlaced: (position, total) => `Quedaste ${ordinal(position)} de ${num(total)}.`,
  youWon: "¡Ganaste la carrera!",
  again: "Otra carrera",
  lobby: "Todas las carreras",
  enterNeeds: "Tu partida puntuable en curso termina como derrota cuando empiece la carrera. ¿Entrar en la carrera?",
  enterTitle: "¿Dejar tu partida por la carrera?",
  enterYes: "Entrar en la carrera",
  // Why a racer was not rated (the server says it in English; i18n.js's unratedText tells which).
  unrated: {
    ghost: "Las carreras de práctica no puntúan.",
    botsOpen: "Las carreras abiertas a bots no puntúan.",
    private: "Esta carrera privada no puntúa.",
    bots: "Los bots no puntúan.",
    hint: "No puntúa: se usó una pista.",
    network: "No puntúa: los corredores de una misma red no puntúan entre sí.",
    faster: "No puntúa: jugó más rápido de lo que puede una persona.",
    fewer: "No puntúa: menos de dos corredores podían hacerlo.",
    other: "No puntúa en esta carrera.",
  },
};


// Los problemas de una carrera con sus propias palabras; null donde son los de cualquier otra solicitud.
export function raceProblem(type, context = "") {
  if (type === "in-another-race" && context === "queue") {
    return "Te emparejaron en una carrera justo cuando salías de la cola: aquí está. Déjala si no quieres competir.";
  }
  if (type === "not-found") {
    if (context === "ghost") return "Aún no tienes ninguna partida terminada de esta modalidad para competir: juega una, y luego compite con su fantasma.";
    if (context === "queue") return "Ya no estás esperando carrera: busca otra vez.";
    return "No hay ninguna carrera con ese código. Compruébalo, o pide el enlace a quien la organiza.";
  }
  if (type === "unknown-race") return "No hay ninguna carrera con ese código. Compruébalo, o pide el enlace a quien la organiza.";
  if (type === "race-started" && context === "start") return "La carrera ya empezó.";
  if (type === "too-many-requests" && context === "create") {
    return "Demasiadas salas abiertas o corredores esperando desde tu red: empieza o deja una, o espera un poco.";
  }
  return null;
}
