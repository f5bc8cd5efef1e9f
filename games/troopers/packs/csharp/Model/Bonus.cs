namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    /// <summary>An item lying on a cell, picked up by the trooper that steps on it.</summary>
    public sealed class Bonus : Unit
    {
        public Bonus(long id, int x, int y, BonusType type) : base(id, x, y)
        {
            Type = type;
        }

        public BonusType Type { get; }
    }
}
