namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    public enum Direction
    {
        CurrentPoint,
        North,
        East,
        South,
        West
    }
}
