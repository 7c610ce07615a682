/**
 * A made-up page with the markdown a documentation page typically holds, for a transform worker
 * to run while it waits for its first real page (see transform-worker.ts). Its output is thrown
 * away; only the compiled code it leaves behind matters.
 */
export const WARM_UP_PAGE = `---
title: Sample page
description: A page that exercises the common markdown constructs.
sidebar_position: 1
keywords: [sample, warm-up]
---

# Sample page

A paragraph with *emphasis*, **strong text**, \`inline code\`, a [relative link](./other.md#part)
and an [external one](https://example.org/path?q=1). Units such as 25 °C, 1.5 mmol and 13C NMR
appear in running text, as do abbreviations like ELN, DOI and ORCID.

## Setting things up {#setup}

1. Open the **Settings** menu and choose *Profile*.
2. Fill in the fields:
   - \`Name\`: the name shown to others
   - \`Email\`: where notifications go
3. Save with the button at the bottom.

:::note
Admonitions hold hints. They may contain **formatting** and \`code\`.
:::

:::tip[Before you start]
Check that the server is reachable.
:::

| Field | Meaning | Example |
| --- | :---: | ---: |
| Name | the sample name | Ethanol |
| Amount | in mmol | 1.25 |

### Commands

\`\`\`bash
docker compose up -d
curl -s http://localhost:3000/api/v1/health | jq .status
\`\`\`

\`\`\`yaml
services:
  eln:
    image: example/lab-notebook:latest
    ports: ["4000:4000"]
\`\`\`

\`\`\`ruby
Sample.where(name: 'Ethanol').each { |s| puts s.id }
\`\`\`

\`\`\`json
{ "name": "sample", "amount": 1.25, "tags": ["a", "b"] }
\`\`\`

\`\`\`text
plain output, not highlighted
\`\`\`

> A quotation with a line break
> and a second line.

- [ ] an open task
- [x] a finished task

![A figure](./img/figure.png)

Text with <kbd>Ctrl</kbd>+<kbd>K</kbd> and a footnote-free ending.
`
