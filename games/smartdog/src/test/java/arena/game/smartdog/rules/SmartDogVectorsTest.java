package arena.game.smartdog.rules;

import org.junit.jupiter.api.Test;

/**
 * The engine test vectors TV-01 ... TV-27 of spec §12, each from its machine-readable scenario, checked turn
 * by turn against the spec's state lines, warnings, scores and {@code finished} lines.
 */
class SmartDogVectorsTest {

    private static final String WIN1 = "P1 finished \"youWin\":true,\"winner\":1";
    private static final String WIN1_OF2 = WIN1 + "; P2 finished \"youWin\":false,\"winner\":1";

    @Test
    void TV01_standBySchedule_andVerticalWrapAround() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":2,"turnsLimit":7,"dogVisibilityR":4,"dogBarkingR":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["...",".*.","..."],"turns":[]}""")
                .starts("#1 sheep (1,1) down")
                .turn(1).after("#1 sheep (1,1) down").scores("P1=0")
                .turn(2).unchanged().scores("P1=0")
                .turn(3).after("#1 sheep (1,2) down").scores("P1=0")
                .turn(4).unchanged().scores("P1=0")
                .turn(5).unchanged().scores("P1=0")
                .turn(6).after("#1 sheep (1,0) down").scores("P1=0")
                .turn(7).unchanged().scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV02_blockedAhead_turnLeft() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":0,"turnsLimit":1,"dogVisibilityR":4,"dogBarkingR":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["...",".*.",".#."],"turns":[]}""")
                .starts("#1 sheep (1,1) down")
                .turn(1).after("#1 sheep (2,1) right").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV03_aheadAndLeftBlocked_turnRight() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":0,"turnsLimit":1,"dogVisibilityR":4,"dogBarkingR":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["...",".*#",".#."],"turns":[]}""")
                .starts("#1 sheep (1,1) down")
                .turn(1).after("#1 sheep (0,1) left").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV04_onlyBackIsFree() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":0,"turnsLimit":1,"dogVisibilityR":4,"dogBarkingR":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["...","#*#",".#."],"turns":[]}""")
                .starts("#1 sheep (1,1) down")
                .turn(1).after("#1 sheep (1,0) up").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV05_aDogBlocksLikeAFence() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":0,"turnsLimit":1,"dogVisibilityR":4,"dogBarkingR":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["...",".*.",".@."],"turns":[]}""")
                .starts("#1 sheep (1,1) down; #2 dog P1 (1,2)")
                .turn(1).after("#1 sheep (2,1) right; #2 dog P1 (1,2)").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV06_sheepBehindMakesTheSheepInFrontMoveFirst() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":0,"turnsLimit":2,"dogVisibilityR":4,"dogBarkingR":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["...","**.","##."],"turns":[]}""")
                .starts("#1 sheep (0,1) down; #2 sheep (1,1) down")
                .turn(1).after("#1 sheep (1,1) right; #2 sheep (2,1) right").scores("P1=0")
                .turn(2).after("#1 sheep (2,1) right; #2 sheep (0,1) right").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV07_mutualBlockingAndCreationOrder() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":0,"turnsLimit":2,"dogVisibilityR":4,"dogBarkingR":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["..##",".**#","####"],"turns":[]}""")
                .starts("#1 sheep (1,1) down; #2 sheep (2,1) down")
                .turn(1).after("#1 sheep (0,1) left; #2 sheep (1,1) left").scores("P1=0")
                .turn(2).after("#1 sheep (0,0) up; #2 sheep (0,1) left").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV08_closedLoopOfSheepIsStuck() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":0,"turnsLimit":2,"dogVisibilityR":4,"dogBarkingR":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["#*#","#*#","#*#"],"turns":[]}""")
                .starts("#1 sheep (1,0) down; #2 sheep (1,1) down; #3 sheep (1,2) down")
                .turn(1).after("#1 sheep (1,0) down; #2 sheep (1,1) down; #3 sheep (1,2) down").scores("P1=0")
                .turn(2).unchanged().scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV09_columnWithWrapAround() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":0,"turnsLimit":2,"dogVisibilityR":4,"dogBarkingR":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["#.#","#*#","#*#"],"turns":[]}""")
                .starts("#1 sheep (1,1) down; #2 sheep (1,2) down")
                .turn(1).after("#1 sheep (1,2) down; #2 sheep (1,0) down").scores("P1=0")
                .turn(2).after("#1 sheep (1,0) down; #2 sheep (1,1) down").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV10_panickedSheepMoveBeforeCalmOnes_contagionTakesThePanickedDirection() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":0,"dogBarkingR":1,"sheepScaryTurns":2,"turnsLimit":3,"dogVisibilityR":4,"dogScaryTurns":4},"map":[".....","..*..","...*@",".....","....."],"turns":[["P1:do 3 bark"]]}""")
                .starts("#1 sheep (2,1) down; #2 sheep (3,2) down; #3 dog P1 (4,2)")
                .turn(1).after("#1 sheep (3,1) left PANIC=2 by #2 chain[#3,#2]; #2 sheep (2,2) left PANIC=2 by #3 chain[#3]; "
                        + "#3 dog P1 (4,2) barked").scores("P1=0")
                .turn(2).after("#1 sheep (2,1) left PANIC=1 by #2 chain[#3,#2]; #2 sheep (1,2) left PANIC=1 by #3 chain[#3]; "
                        + "#3 dog P1 (4,2)").scores("P1=0")
                .turn(3).after("#1 sheep (1,1) left; #2 sheep (0,2) left; #3 dog P1 (4,2)").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV11_bark_fleeDirection_durationIncludingTheBarkTurn_directionKept() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":9,"dogBarkingR":2,"sheepScaryTurns":2,"turnsLimit":4,"dogVisibilityR":4,"dogScaryTurns":4},"map":[".......",".......",".......","...*...",".......","...@...","......."],"turns":[["P1:do 2 bark"]]}""")
                .starts("#1 sheep (3,3) down; #2 dog P1 (3,5)")
                .turn(1).after("#1 sheep (3,2) up PANIC=2 by #2 chain[#2]; #2 dog P1 (3,5) barked").scores("P1=0")
                .turn(2).after("#1 sheep (3,1) up PANIC=1 by #2 chain[#2]; #2 dog P1 (3,5)").scores("P1=0")
                .turn(3).after("#1 sheep (3,1) up; #2 dog P1 (3,5)").scores("P1=0")
                .turn(4).unchanged().scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV12_barkRadiusIsEuclidean_diagonalTieGoesVertical() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":9,"dogBarkingR":2,"sheepScaryTurns":1,"turnsLimit":1,"dogVisibilityR":4,"dogScaryTurns":4},"map":[".......","...*...",".*.....","...@.*.","....*..",".......","......."],"turns":[["P1:do 3 bark"]]}""")
                .starts("#1 sheep (3,1) down; #2 sheep (1,2) down; #3 dog P1 (3,3); #4 sheep (5,3) down; #5 sheep (4,4) down")
                .turn(1).after("#1 sheep (3,0) up PANIC=1 by #3 chain[#3]; #2 sheep (1,2) down; #3 dog P1 (3,3) barked; "
                        + "#4 sheep (6,3) right PANIC=1 by #3 chain[#3]; #5 sheep (4,5) down PANIC=1 by #3 chain[#3]")
                .scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV13_contagionToADiagonalNeighbourLastsSheepScaryTurnsMinusOneMoves() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":20,"dogBarkingR":2,"sheepScaryTurns":3,"turnsLimit":5,"dogVisibilityR":4,"dogScaryTurns":4},"map":[".......",".......",".......","....*..","...*...",".......","...@..."],"turns":[["P1:do 3 bark"]]}""")
                .starts("#1 sheep (4,3) down; #2 sheep (3,4) down; #3 dog P1 (3,6)")
                .turn(1).after("#1 sheep (4,3) up PANIC=3 by #2 chain[#3,#2]; #2 sheep (3,3) up PANIC=3 by #3 chain[#3]; "
                        + "#3 dog P1 (3,6) barked").scores("P1=0")
                .turn(2).after("#1 sheep (4,2) up PANIC=2 by #2 chain[#3,#2]; #2 sheep (3,2) up PANIC=2 by #3 chain[#3]; "
                        + "#3 dog P1 (3,6)").scores("P1=0")
                .turn(3).after("#1 sheep (4,1) up PANIC=1 by #2 chain[#3,#2]; #2 sheep (3,1) up PANIC=1 by #3 chain[#3]; "
                        + "#3 dog P1 (3,6)").scores("P1=0")
                .turn(4).after("#1 sheep (4,1) up; #2 sheep (3,1) up; #3 dog P1 (3,6)").scores("P1=0")
                .turn(5).unchanged().scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV14_noCyclicPanic() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":9,"dogBarkingR":2,"sheepScaryTurns":3,"turnsLimit":5,"dogVisibilityR":4,"dogScaryTurns":4},"map":[".......","....#..","....*..",".......","...*...","..*....",".......","..@...."],"turns":[["P1:do 4 bark"]]}""")
                .starts("#1 sheep (4,2) down; #2 sheep (3,4) down; #3 sheep (2,5) down; #4 dog P1 (2,7)")
                .turn(1).after("#1 sheep (4,2) down; #2 sheep (3,4) up PANIC=3 by #3 chain[#4,#3]; "
                        + "#3 sheep (2,4) up PANIC=3 by #4 chain[#4]; #4 dog P1 (2,7) barked").scores("P1=0")
                .turn(2).after("#1 sheep (4,2) up PANIC=3 by #2 chain[#4,#3,#2]; #2 sheep (3,3) up PANIC=2 by #3 chain[#4,#3]; "
                        + "#3 sheep (2,3) up PANIC=2 by #4 chain[#4]; #4 dog P1 (2,7)").scores("P1=0")
                .turn(3).after("#1 sheep (4,2) up PANIC=2 by #2 chain[#4,#3,#2]; #2 sheep (3,2) up PANIC=1 by #3 chain[#4,#3]; "
                        + "#3 sheep (2,2) up PANIC=1 by #4 chain[#4]; #4 dog P1 (2,7)").scores("P1=0")
                .turn(4).after("#1 sheep (4,2) up PANIC=1 by #2 chain[#4,#3,#2]; #2 sheep (3,2) up; #3 sheep (2,2) up; "
                        + "#4 dog P1 (2,7)").scores("P1=0")
                .turn(5).after("#1 sheep (4,2) up; #2 sheep (3,2) up; #3 sheep (2,2) up; #4 dog P1 (2,7)").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV15_onlyTheFirstPanickedNeighbourInScanOrderCounts() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":9,"dogBarkingR":1,"sheepScaryTurns":2,"turnsLimit":2,"dogVisibilityR":4,"dogScaryTurns":4},"map":["......",".@....",".***..","...@..","......","......"],"turns":[["P1:do 1 bark","P1:do 5 bark"]]}""")
                .starts("#1 dog P1 (1,1); #2 sheep (1,2) down; #3 sheep (2,2) down; #4 sheep (3,2) down; #5 dog P1 (3,3)")
                .turn(1).after("#1 dog P1 (1,1) barked; #2 sheep (1,3) down PANIC=2 by #1 chain[#1]; "
                        + "#3 sheep (2,2) down PANIC=2 by #2 chain[#1,#2]; #4 sheep (3,1) up PANIC=2 by #5 chain[#5]; "
                        + "#5 dog P1 (3,3) barked").scores("P1=0")
                .turn(2).after("#1 dog P1 (1,1); #2 sheep (1,4) down PANIC=1 by #1 chain[#1]; "
                        + "#3 sheep (2,3) down PANIC=1 by #2 chain[#1,#2]; #4 sheep (3,0) up PANIC=1 by #5 chain[#5]; "
                        + "#5 dog P1 (3,3)").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV16_contagionDuringAPushLastsSheepScaryTurnsMoves() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":9,"dogBarkingR":2,"sheepScaryTurns":2,"turnsLimit":3,"dogVisibilityR":4,"dogScaryTurns":4},"map":[".....",".....",".....","..*..","..*..",".....","..@..","....."],"turns":[["P1:do 3 bark"]]}""")
                .starts("#1 sheep (2,3) down; #2 sheep (2,4) down; #3 dog P1 (2,6)")
                .turn(1).after("#1 sheep (2,2) up PANIC=2 by #2 chain[#3,#2]; #2 sheep (2,3) up PANIC=2 by #3 chain[#3]; "
                        + "#3 dog P1 (2,6) barked").scores("P1=0")
                .turn(2).after("#1 sheep (2,1) up PANIC=1 by #2 chain[#3,#2]; #2 sheep (2,2) up PANIC=1 by #3 chain[#3]; "
                        + "#3 dog P1 (2,6)").scores("P1=0")
                .turn(3).after("#1 sheep (2,1) up; #2 sheep (2,2) up; #3 dog P1 (2,6)").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV17_dogMovementRulesAndWarningTexts() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":9,"turnsLimit":4,"dogVisibilityR":4,"dogBarkingR":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["..#..",".^@*.",".....","....."],"turns":[["P1:do 1 move up","P1:do 1 move left","P1:do 1 move right","P1:do 1 move north","P1:do 2 move down","P1:do 100 move up","P1:do 1 move down","P1:do 1 move down","P1:do 1 bark","P1:do 1 bark"],["P1:do 1 move left","P1:do 1 move left","P1:do 1 move left"],["P1:do 1 move left","P1:do 1 move down"],["P1:do 1 move left"]]}""")
                .starts("#1 dog P1 (2,1); #2 sheep (3,1) down")
                .turn(1,
                        "P1 warning 1 Cannot move to 2, 0 - there is a non traversable landscape or another object",
                        "P1 warning 1 Cannot move to 1, 1 - there is a non traversable landscape or another object",
                        "P1 warning 1 Cannot move to 3, 1 - there is a non traversable landscape or another object",
                        "P1 warning 1 Unexpected direction 'north', one of the following expected: up,down,left,right",
                        "P1 warning 2 Unknown id",
                        "P1 warning 100 Unknown id",
                        "P1 warning 1 Dog already moved this turn",
                        "P1 warning 1 Dog with already barked this turn")
                .after("#1 dog P1 (2,2) barked; #2 sheep (3,0) up PANIC=1 by #1 chain[#1]").scores("P1=0")
                .turn(2, "P1 warning 1 Dog already moved this turn", "P1 warning 1 Dog already moved this turn")
                .after("#1 dog P1 (1,2); #2 sheep (3,0) up").scores("P1=0")
                .turn(3, "P1 warning 1 Dog already moved this turn")
                .after("#1 dog P1 (0,2); #2 sheep (3,0) up").scores("P1=0")
                .turn(4).after("#1 dog P1 (4,2); #2 sheep (3,0) up").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV18_simultaneousBarks_bothDogsPanicForDogScaryTurns() {
        Scenario.parse("""
                {"players":2,"options":{"dogBarkingR":3,"dogVisibilityR":3,"dogScaryTurns":2,"turnsLimit":4,"sheepStandBy":4,"sheepScaryTurns":1},"map":["..@","..."],"turns":[["P1:do 1 bark","P2:do 2 bark"],["P1:do 1 move down","P1:do 1 bark","P2:do 2 move down"],["P1:do 1 bark"],["P1:do 1 move down","P1:do 1 bark"]]}""")
                .starts("#1 dog P1 (2,0); #2 dog P2 (5,0)")
                .turn(1).after("#1 dog P1 (2,0) panic=2 barked; #2 dog P2 (5,0) panic=2 barked").scores("P1=0, P2=0")
                .turn(2, "P1 warning 1 Cannot move - scared :(", "P1 warning 1 Cannot bark because fighted by another dog",
                        "P2 warning 2 Cannot move - scared :(")
                .after("#1 dog P1 (2,0) panic=1; #2 dog P2 (5,0) panic=1").scores("P1=0, P2=0")
                .turn(3, "P1 warning 1 Cannot bark because fighted by another dog")
                .after("#1 dog P1 (2,0); #2 dog P2 (5,0)").scores("P1=0, P2=0")
                .turn(4).after("#1 dog P1 (2,1) barked; #2 dog P2 (5,0)").scores("P1=0, P2=0")
                .finishes(WIN1_OF2);
    }

    @Test
    void TV19_barkFromInsideTheVictimsTerritory_indignant() {
        Scenario.parse("""
                {"players":2,"options":{"dogBarkingR":2,"dogVisibilityR":3,"dogScaryTurns":2,"turnsLimit":3,"sheepStandBy":4,"sheepScaryTurns":1},"map":["..@","..."],"turns":[["P1:do 1 move right","P1:do 1 bark"],["P2:do 2 bark","P2:do 2 move down"],["P2:do 2 bark"]]}""")
                .starts("#1 dog P1 (2,0); #2 dog P2 (5,0)")
                .turn(1).after("#1 dog P1 (3,0) barked; #2 dog P2 (5,0) indignant=2").scores("P1=0, P2=0")
                .turn(2, "P2 warning 2 Cannot bark because fighted by another dog")
                .after("#1 dog P1 (3,0); #2 dog P2 (5,1) indignant=1").scores("P1=0, P2=0")
                .turn(3, "P2 warning 2 Cannot bark because fighted by another dog")
                .after("#1 dog P1 (3,0); #2 dog P2 (5,1)").scores("P1=0, P2=0")
                .finishes(WIN1_OF2);
    }

    @Test
    void TV20_allyBarkCancels_enemyBarkWinsOverAllyBarkInTheSameTurn() {
        Scenario.parse("""
                {"players":2,"options":{"dogBarkingR":2,"dogVisibilityR":2,"dogScaryTurns":3,"turnsLimit":4,"sheepStandBy":4,"sheepScaryTurns":1},"map":["@..","..@"],"turns":[["P1:do 2 bark"],["P2:do 4 move left","P2:do 4 bark"],["P1:do 1 move left","P1:do 1 bark","P2:do 3 bark"],[]]}""")
                .starts("#1 dog P1 (0,0); #2 dog P1 (2,1); #3 dog P2 (3,0); #4 dog P2 (5,1)")
                .turn(1).after("#1 dog P1 (0,0); #2 dog P1 (2,1) barked; #3 dog P2 (3,0) panic=3; #4 dog P2 (5,1)")
                .scores("P1=0, P2=0")
                .turn(2).after("#1 dog P1 (0,0); #2 dog P1 (2,1) panic=3; #3 dog P2 (3,0); #4 dog P2 (4,1) barked")
                .scores("P1=0, P2=0")
                .turn(3).after("#1 dog P1 (5,0) panic=3 barked; #2 dog P1 (2,1) panic=3; #3 dog P2 (3,0) indignant=3 barked; "
                        + "#4 dog P2 (4,1) indignant=3").scores("P1=0, P2=0")
                .turn(4).after("#1 dog P1 (5,0) panic=2; #2 dog P1 (2,1) panic=2; #3 dog P2 (3,0) indignant=2; "
                        + "#4 dog P2 (4,1) indignant=2").scores("P1=0, P2=0")
                .finishes(WIN1_OF2);
    }

    @Test
    void TV21_scoreBelowTheInitialPenCount_nobodyWinsAtMinusTen() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":9,"dogBarkingR":2,"sheepScaryTurns":2,"turnsLimit":3,"dogVisibilityR":4,"dogScaryTurns":4},"map":[".....",".oo-.",".....","..@..","....."],"turns":[["P1:do 3 bark"]]}""")
                .starts("#1 sheep (1,1) down; #2 sheep (2,1) down; #3 dog P1 (2,3)")
                .turn(1).after("#1 sheep (1,1) up PANIC=2 by #2 chain[#3,#2]; #2 sheep (2,0) up PANIC=2 by #3 chain[#3]; "
                        + "#3 dog P1 (2,3) barked").scores("P1=-5")
                .turn(2).after("#1 sheep (1,0) up PANIC=1 by #2 chain[#3,#2]; #2 sheep (2,4) up PANIC=1 by #3 chain[#3]; "
                        + "#3 dog P1 (2,3)").scores("P1=-10")
                .turn(3).after("#1 sheep (1,0) up; #2 sheep (2,4) up; #3 dog P1 (2,3)").scores("P1=-10")
                .finishes("P1 finished \"youWin\":false");
    }

    @Test
    void TV22_torusTieAtExactlyHalfTheMap() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":9,"dogBarkingR":2,"sheepScaryTurns":1,"turnsLimit":1,"dogVisibilityR":4,"dogScaryTurns":4},"map":["@.*.","....","....","...."],"turns":[["P1:do 1 bark"]]}""")
                .starts("#1 dog P1 (0,0); #2 sheep (2,0) down")
                .turn(1).after("#1 dog P1 (0,0) barked; #2 sheep (1,0) left PANIC=1 by #1 chain[#1]").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV23_positiveScoreAndWinner() {
        Scenario.parse("""
                {"players":2,"options":{"sheepStandBy":9,"dogBarkingR":1,"dogVisibilityR":2,"sheepScaryTurns":1,"turnsLimit":2,"dogScaryTurns":4},"map":[".@..",".*..",".-..","...."],"turns":[["P1:do 1 bark"],[]]}""")
                .starts("#1 dog P1 (1,0); #2 sheep (1,1) down; #3 dog P2 (5,0); #4 sheep (5,1) down")
                .turn(1).after("#1 dog P1 (1,0) barked; #2 sheep (1,2) down PANIC=1 by #1 chain[#1]; #3 dog P2 (5,0); "
                        + "#4 sheep (5,1) down").scores("P1=10, P2=0")
                .turn(2).after("#1 dog P1 (1,0); #2 sheep (1,2) down; #3 dog P2 (5,0); #4 sheep (5,1) down")
                .scores("P1=10, P2=0")
                .finishes(WIN1_OF2);
    }

    @Test
    void TV24_contagionCascadesForwardInCreationOrderWithinOneFearPhase() {
        Scenario.parse("""
                {"players":1,"options":{"sheepStandBy":20,"dogBarkingR":2,"sheepScaryTurns":3,"turnsLimit":2,"dogVisibilityR":4,"dogScaryTurns":4},"map":[".......",".......","....*..",".....*.","...*...",".......","...@..."],"turns":[["P1:do 4 bark"]]}""")
                .starts("#1 sheep (4,2) down; #2 sheep (5,3) down; #3 sheep (3,4) down; #4 dog P1 (3,6)")
                .turn(1).after("#1 sheep (4,2) up PANIC=3 by #3 chain[#4,#3]; #2 sheep (5,3) up PANIC=3 by #1 chain[#4,#3,#1]; "
                        + "#3 sheep (3,3) up PANIC=3 by #4 chain[#4]; #4 dog P1 (3,6) barked").scores("P1=0")
                .turn(2).after("#1 sheep (4,1) up PANIC=2 by #3 chain[#4,#3]; #2 sheep (5,2) up PANIC=2 by #1 chain[#4,#3,#1]; "
                        + "#3 sheep (3,2) up PANIC=2 by #4 chain[#4]; #4 dog P1 (3,6)").scores("P1=0")
                .finishes(WIN1);
    }

    @Test
    void TV25_fourPlayerLayout_territories_creationOrder() {
        String objects = "#1 dog P1 (0,0); #2 sheep (1,0) down; #3 dog P3 (4,0); #4 sheep (5,0) down; #5 dog P2 (2,2); "
                + "#6 sheep (3,2) down; #7 dog P4 (6,2); #8 sheep (7,2) down";
        Scenario.parse("""
                {"players":4,"options":{"turnsLimit":1,"dogVisibilityR":4,"dogBarkingR":4,"sheepStandBy":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["@*","-."],"turns":[]}""")
                .starts(objects)
                .turn(1).after(objects).scores("P1=0, P2=0, P3=0, P4=0")
                .finishes(WIN1_OF2 + "; P3 finished \"youWin\":false,\"winner\":1; P4 finished \"youWin\":false,\"winner\":1");
    }

    @Test
    void TV26_threePlayerLayout() {
        String objects = "#1 dog P1 (0,0); #2 sheep (1,0) down; #3 dog P2 (2,2); #4 sheep (3,2) down; #5 dog P3 (4,4); "
                + "#6 sheep (5,4) down";
        Scenario.parse("""
                {"players":3,"options":{"turnsLimit":1,"dogVisibilityR":4,"dogBarkingR":4,"sheepStandBy":4,"sheepScaryTurns":1,"dogScaryTurns":4},"map":["@*","-."],"turns":[]}""")
                .starts(objects)
                .turn(1).after(objects).scores("P1=0, P2=0, P3=0")
                .finishes(WIN1_OF2 + "; P3 finished \"youWin\":false,\"winner\":1");
    }

    @Test
    void TV27_immediatePanicToIndignantSwitchOfAScaredDog() {
        Scenario.parse("""
                {"players":2,"options":{"dogVisibilityR":3,"dogBarkingR":3,"sheepStandBy":4,"sheepScaryTurns":1,"dogScaryTurns":2,"turnsLimit":3},"map":["..@","..."],"turns":[["P1:do 1 bark"],["P2:do 2 move up","P1:do 1 move right","P1:do 1 bark","P2:do 2 move down"],["P2:do 2 move left"]]}""")
                .starts("#1 dog P1 (2,0); #2 dog P2 (5,0)")
                .turn(1).after("#1 dog P1 (2,0) barked; #2 dog P2 (5,0) panic=2").scores("P1=0, P2=0")
                .turn(2, "P2 warning 2 Cannot move - scared :(")
                .after("#1 dog P1 (3,0) barked; #2 dog P2 (5,1) indignant=2").scores("P1=0, P2=0")
                .turn(3).after("#1 dog P1 (3,0); #2 dog P2 (4,1) indignant=1").scores("P1=0, P2=0")
                .finishes(WIN1_OF2);
    }
}
