"""A sample agent: what `npm start -- --cloud-build` uploads to the double's cloud build."""

import os


def main() -> None:
    print(f"agent {os.environ.get('AGENT_NAME', 'sample-agent')} ready")


if __name__ == "__main__":
    main()
