namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    /// <summary>A player of the game, crashed or not; the approximate position is -1 unless air reconnaissance gave it.</summary>
    public sealed class Player
    {
        public Player(long id, string name, int score, bool isStrategyCrashed, int approximateX, int approximateY)
        {
            Id = id;
            Name = name;
            Score = score;
            IsStrategyCrashed = isStrategyCrashed;
            ApproximateX = approximateX;
            ApproximateY = approximateY;
        }

        public long Id { get; }

        public string Name { get; }

        public int Score { get; }

        public bool IsStrategyCrashed { get; }

        public int ApproximateX { get; }

        public int ApproximateY { get; }
    }
}
