namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    /// <summary>Filled by the strategy: the action and its target (a direction, or X and Y when the direction is null).</summary>
    public sealed class Move
    {
        public ActionType Action { get; set; } = ActionType.EndTurn;

        public Direction? Direction { get; set; }

        public int X { get; set; } = -1;

        public int Y { get; set; } = -1;
    }
}
