"""Your strategy. The example: a deck of the cards with the most HP and attack per AP, every affordable
card put on the path that reaches a living enemy king first, one area spell a turn where it catches the
most units, and every upgrade token spent on the healthiest unit."""
import sys


def value(base_unit):
    multiple = 1.5 if base_unit.is_multiple else 1.0
    return base_unit.max_hp * base_unit.base_attack * multiple / max(1, base_unit.ap)


class AI:

    def pick(self, world):
        cards = sorted(world.get_all_base_units(), key=lambda b: (-value(b), b.type_id))
        world.choose_hand(cards)

    def turn(self, world):
        me = world.get_me()
        path = self.best_path(world, me)
        ap = me.ap
        if path is not None:
            for card in sorted(me.hand, key=lambda b: -value(b)):
                if card.ap <= ap:
                    world.put_unit(base_unit=card, path=path)
                    ap -= card.ap
        self.cast(world, me)
        self.upgrade(world, me)

    def best_path(self, world, me):
        """The path of mine (or through my friend) that reaches a living enemy king's center first."""
        best, best_steps = None, None
        for enemy in (world.get_first_enemy(), world.get_second_enemy()):
            if not enemy.is_alive():
                continue
            path = world.get_shortest_path_to_cell(from_player=me, cell=enemy.king.center)
            if path is None:
                continue
            steps = path.cells.index(enemy.king.center)
            if best_steps is None or steps < best_steps:
                best, best_steps = path, steps
        return best

    def cast(self, world, me):
        for spell in me.spells:
            if not spell.is_area_spell():
                continue
            best, best_count = None, 0
            for unit in world.get_map().units:
                count = len(world.get_area_spell_targets(center=unit.cell, spell=spell))
                if count > best_count:
                    best, best_count = unit.cell, count
            if best is not None:
                world.cast_area_spell(center=best, spell=spell)
                return  # one spell a turn

    def upgrade(self, world, me):
        units = [u for u in me.units if not u.is_duplicate]
        if not units:
            return
        healthiest = max(units, key=lambda u: u.hp)
        if world.get_damage_upgrade_number() > 0:
            world.upgrade_unit_damage(unit=healthiest)
        elif world.get_range_upgrade_number() > 0:
            world.upgrade_unit_range(unit=healthiest)

    def end(self, world, scores):
        print("game over at turn %d, my score: %d" % (world.get_current_turn(), scores[world.get_me().player_id]),
              file=sys.stderr)
