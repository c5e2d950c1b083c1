#!/usr/bin/env python3
"""`jaxbench serve --mcp` driven by an independent MCP client, the `mcp`
Python SDK from PyPI (tools/requirements-test.txt): initialize, tools/list,
then the tools list, describe, and eval of a correct and an incorrect
candidate. Exits 77 (skipped) when the SDK is not installed.
Usage: .venv/bin/python mcp_client_test.py JAXBENCH"""
import asyncio
import json
import pathlib
import sys

try:
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client
except ImportError:
    print("SKIP: the mcp Python SDK is not installed (./setup.sh installs tools/requirements-test.txt into .venv)")
    sys.exit(77)

LIBRARY = pathlib.Path(__file__).resolve().parents[2] / "examples" / "candidates" / "12p_RMSNorm"


def payload(result):
    """The tool's JSON result: structuredContent, which must equal the text content."""
    text = json.loads(result.content[0].text)
    if result.structured_content is not None and result.structured_content != text:
        raise AssertionError("structuredContent and the text content differ")
    return text


async def judge(jaxbench, problems):
    server = StdioServerParameters(command=jaxbench, args=["serve", "--mcp", "--no-store"])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            if initialized.server_info.name != "jaxbench":
                problems.append(f"serverInfo: {initialized.server_info}")
            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            for name in ["list", "describe", "eval", "preflight", "run", "status"]:
                if name not in tools or tools[name].input_schema.get("type") != "object" or \
                        not isinstance(tools[name].input_schema.get("properties"), dict):
                    problems.append(f"tools/list lacks {name} with an object inputSchema")
            listed = payload(await session.call_tool("list", {}))
            if not any(w["id"] == "12p_RMSNorm" for w in listed["workloads"]):
                problems.append(f"list lacks 12p_RMSNorm: {str(listed)[:300]}")
            described = payload(await session.call_tool("describe", {"workload": "12p"}))
            if "def " not in described.get("jax_source", "") or not described.get("inputs") or \
                    not described.get("chip"):
                problems.append(f"describe lacks the source, inputs or chip: {str(described)[:300]}")
            for file, status in [("correct_reassociated.py", "correct"), ("wrong_epsilon.py", "incorrect")]:
                result = await session.call_tool("eval", {"workload": "12p", "timing": False,
                                                          "candidate_source": (LIBRARY / file).read_text()})
                verdict = payload(result)
                if result.is_error or verdict.get("status") != status:
                    problems.append(f"eval {file}: {verdict.get('status')!r}, expected {status!r}: "
                                    f"{str(verdict)[:300]}")
            refused = await session.call_tool("eval", {"workload": "12p"})
            if not refused.is_error or "candidate_source" not in refused.content[0].text:
                problems.append(f"eval without a candidate is not a tool error naming the field: {refused}")


def main():
    problems = []
    asyncio.run(asyncio.wait_for(judge(sys.argv[1], problems), timeout=600))
    for problem in problems:
        print("FAIL", problem)
    print(f"MCP: initialize, tools/list, list, describe, eval correct + incorrect; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
