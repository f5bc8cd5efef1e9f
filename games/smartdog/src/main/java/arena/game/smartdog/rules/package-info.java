/**
 * Smartdog's rules without any transport ({@code Game}): the torus, the pasture and its animals, how sheep flee and
 * dogs move and bark, what each player sees, and the score. Commands come in already read, in arrival order.
 */
package arena.game.smartdog.rules;
