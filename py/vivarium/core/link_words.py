"""The preset dictionary of turn and move links (issue 36): text that links often hold (the
fields of a log line, the keys of the games' log messages, seat and card names), given to zlib
so that a link need not spell it out. About 10 % shorter links: every game's median turn link
under 1,500 characters.

**Frozen.** A link made with one dictionary opens only with the same one, and links wait in
messengers for days: never edit this text (``tests/test_play_by_link.py`` checks its digest);
a new dictionary needs new link prefixes (``t2``/``m2``) beside these. Made once from the
catalogue's keys of 2026-11-27; a key added since simply compresses a little less.
"""

WORDS = (
    '"ply":,"seat":,"turn":,"text":{"$":""name":"player":{"$":"who.player","n":"kind":"remote","human'
    '","bot","connected":false},{"$":"arctic.animal.bear",{"$":"arctic.animal.fox",{"$":"arctic.anima'
    'l.moose",{"$":"arctic.animal.orca",{"$":"arctic.animal.puffin",{"$":"arctic.animal.walrus",{"$":'
    '"arctic.card.long",{"$":"arctic.card.name",{"$":"arctic.land.card",{"$":"arctic.log.a_face_down_'
    'card",{"$":"arctic.log.comma",{"$":"arctic.log.discard",{"$":"arctic.log.draw",{"$":"arctic.log.'
    'give",{"$":"arctic.log.give_none",{"$":"arctic.log.last_turns",{"$":"arctic.log.line0",{"$":"arc'
    'tic.log.line1",{"$":"arctic.log.line2",{"$":"arctic.log.line3",{"$":"arctic.log.line4",{"$":"arc'
    'tic.log.moose",{"$":"arctic.log.move",{"$":"arctic.log.over",{"$":"arctic.log.place",{"$":"arcti'
    'c.log.place_bottom",{"$":"arctic.log.place_down",{"$":"arctic.log.power_from",{"$":"arctic.log.p'
    'ower_table",{"$":"arctic.log.ready",{"$":"arctic.log.reserve",{"$":"arctic.log.shortfall",{"$":"'
    'arctic.log.swap",{"$":"arctic.log.take",{"$":"arctic.log.take_deck",{"$":"arctic.log.take_penalt'
    'y",{"$":"arctic.log.takeback",{"$":"arctic.log.then",{"$":"arctic.log.token",{"$":"arctic.log.to'
    'kens",{"$":"arctic.log.walrus",{"$":"arctic.log.walrus_stay",{"$":"arctic.seat.aurora",{"$":"arc'
    'tic.seat.fjord",{"$":"arctic.seat.ice",{"$":"arctic.seat.tundra",{"$":"hexapod.card.pair",{"$":"'
    'hexapod.card.rows",{"$":"hexapod.card_title",{"$":"hexapod.hand.card",{"$":"hexapod.log.coin",{"'
    '$":"hexapod.log.decline",{"$":"hexapod.log.draw",{"$":"hexapod.log.emptied",{"$":"hexapod.log.en'
    'd",{"$":"hexapod.log.pass",{"$":"hexapod.log.place",{"$":"hexapod.log.shows",{"$":"hexapod.log.s'
    'pider",{"$":"hexapod.log.spider_final",{"$":"hexapod.log.take",{"$":"hexapod.seat.dark",{"$":"he'
    'xapod.seat.light",{"$":"hexapod.stat.cards",{"$":"hexapod.stat.cards_tip",{"$":"lepidoptery.card'
    '.as",{"$":"lepidoptery.card.down",{"$":"lepidoptery.card.joker",{"$":"lepidoptery.card.joker_as"'
    ',{"$":"lepidoptery.card.used",{"$":"lepidoptery.log.draws",{"$":"lepidoptery.log.pass_empty",{"$'
    '":"lepidoptery.log.pass_one",{"$":"lepidoptery.log.pass_two",{"$":"lepidoptery.log.play",{"$":"l'
    'epidoptery.log.play_clear",{"$":"lepidoptery.log.play_clear_many",{"$":"lepidoptery.log.play_lin'
    'e",{"$":"lepidoptery.log.play_shed",{"$":"lepidoptery.seat.dark",{"$":"lepidoptery.seat.light",{'
    '"$":"level.easy",{"$":"level.hard",{"$":"level.normal",{"$":"papillon.arith.cards",{"$":"papillo'
    'n.blue.log.again",{"$":"papillon.blue.log.capture",{"$":"papillon.blue.log.capture_chat",{"$":"p'
    'apillon.blue.log.chrysalide",{"$":"papillon.blue.log.deal",{"$":"papillon.blue.log.discard",{"$"'
    ':"papillon.blue.log.first_deal",{"$":"papillon.blue.log.last_sweep",{"$":"papillon.blue.log.last'
    '_sweep_chat",{"$":"papillon.blue.log.leftover",{"$":"papillon.blue.log.over",{"$":"papillon.blue'
    '.log.papillon_alone",{"$":"papillon.blue.log.put_down",{"$":"papillon.blue.log.sweep",{"$":"papi'
    'llon.blue.log.sweep_chat",{"$":"papillon.blue.log.tie",{"$":"papillon.card.chat",{"$":"papillon.'
    'card.chenille",{"$":"papillon.card.chrysalide",{"$":"papillon.card.couteau",{"$":"papillon.card.'
    'dragon",{"$":"papillon.card.fam0",{"$":"papillon.card.fam1",{"$":"papillon.card.fam2",{"$":"papi'
    'llon.card.fam3",{"$":"papillon.card.moins",{"$":"papillon.card.multdiv",{"$":"papillon.card.papi'
    'llon",{"$":"papillon.card.plus",{"$":"papillon.card.yang",{"$":"papillon.card.yin",{"$":"papillo'
    'n.log.direction",{"$":"papillon.log.partner",{"$":"papillon.log.partners",{"$":"papillon.log.the'
    'n",{"$":"papillon.orange.log.answer",{"$":"papillon.orange.log.apocalypse",{"$":"papillon.orange'
    '.log.carnage",{"$":"papillon.orange.log.cat_still",{"$":"papillon.orange.log.chat",{"$":"papillo'
    'n.orange.log.chenille",{"$":"papillon.orange.log.chrysalide",{"$":"papillon.orange.log.deal",{"$'
    '":"papillon.orange.log.direction",{"$":"papillon.orange.log.draw",{"$":"papillon.orange.log.draw'
    '_cat",{"$":"papillon.orange.log.draw_cats",{"$":"papillon.orange.log.draws",{"$":"papillon.orang'
    'e.log.draws_short",{"$":"papillon.orange.log.first_deal",{"$":"papillon.orange.log.opening",{"$"'
    ':"papillon.orange.log.opening_deal",{"$":"papillon.orange.log.opening_tie",{"$":"papillon.orange'
    '.log.out",{"$":"papillon.orange.log.out_last",{"$":"papillon.orange.log.over",{"$":"papillon.ora'
    'nge.log.papillon",{"$":"papillon.orange.log.papillon_short",{"$":"papillon.orange.log.pass",{"$"'
    ':"papillon.orange.log.place",{"$":"papillon.orange.log.ran_out",{"$":"papillon.orange.log.sign",'
    '{"$":"papillon.score.cards",{"$":"papillon.seat.admiral",{"$":"papillon.seat.azure",{"$":"papill'
    'on.seat.brimstone",{"$":"papillon.seat.monarch",{"$":"papillon.seat.peacock",{"$":"pond.log.deve'
    'lop",{"$":"pond.log.kinds2",{"$":"pond.log.kinds3",{"$":"pond.log.move",{"$":"pond.log.place",{"'
    '$":"pond.log.round_ends",{"$":"pond.log.score",{"$":"pond.log.share",{"$":"pond.log.shares",{"$"'
    ':"pond.log.turn",{"$":"pond.seat.dark",{"$":"pond.seat.light",{"$":"who.computer",{"$":"who.name'
    'd_computer",{"$":"who.person",{"$":"who.player",{"$":"who.remote",{"$":"who.remote_named",{"$":"'
    'who.seat_label",{"$":"who.you",'
).encode("utf-8")
DIGEST = "d8bf9ff852c8fab1"  # sha256 of WORDS, first 16 hex digits
