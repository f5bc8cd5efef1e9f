namespace Com.CodeGame.CodeTroopers2013.DevKit.CSharpCgdk.Model
{
    public enum CellType
    {
        Free,
        LowCover,
        MediumCover,
        HighCover
    }
}
