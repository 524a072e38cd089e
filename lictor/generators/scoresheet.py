"""A filled-in score sheet: the table, a bar chart of the totals, and the ruling's lines."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.graphics.charts.barcharts import HorizontalBarChart
from reportlab.graphics.shapes import Drawing
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from lictor.generators.fonts import register
from lictor.outfile import output_file
from lictor.units import mm_to_pt


def write_score_sheet(
    path: Path,
    title: str,
    columns: Sequence[str],
    rows: Sequence[Sequence[str | int]],
    totals: Sequence[tuple[str, int]],
    notes: Sequence[str],
) -> None:
    """Write the sheet to ``path``, whole or not at all."""
    body, bold = register("builtin:Vera"), register("builtin:VeraBd")
    h1 = ParagraphStyle("h1", fontName=bold, fontSize=16, leading=20, spaceAfter=6)
    small = ParagraphStyle("s", fontName=body, fontSize=8, leading=10)
    story = [Paragraph(escape(title), h1)]
    table = Table(
        [list(columns), *[[str(c) for c in r] for r in rows]], repeatRows=1, hAlign="LEFT"
    )
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), body),
                ("FONTNAME", (0, 0), (-1, 0), bold),
                ("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#555555")),
                ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e9dfc9")),
                ("ALIGN", (1, 1), (-1, -1), "RIGHT"),
            ]
        )
    )
    story += [table, Spacer(1, 10)]
    if totals:
        chart_h = mm_to_pt(10) * len(totals) + 20
        drawing = Drawing(mm_to_pt(200), chart_h)
        chart = HorizontalBarChart()
        chart.x, chart.y = 90, 10
        chart.width, chart.height = mm_to_pt(200) - 110, chart_h - 20
        chart.data = [[t for _, t in totals]]
        chart.categoryAxis.categoryNames = [n for n, _ in totals]
        chart.categoryAxis.labels.fontName = body
        chart.valueAxis.labels.fontName = body
        chart.valueAxis.valueMin = 0
        chart.bars[0].fillColor = colors.HexColor("#5b2a86")
        chart.barLabelFormat = "%d"
        chart.barLabels.fontName = body
        chart.barLabels.nudge = 8
        drawing.add(chart)
        story += [drawing, Spacer(1, 8)]
    story += [Paragraph(escape(n), small) for n in notes]
    with output_file(path, "--pdf") as part:
        SimpleDocTemplate(
            str(part), pagesize=landscape(A4), title=title, author="lictor", invariant=1
        ).build(story)  # invariant: the same bytes each time (see backends/pdf.py)
