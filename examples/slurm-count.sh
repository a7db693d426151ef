#!/usr/bin/env bash
# slurm-count.sh: one exact-cover count spread over a SLURM job array, one part per task.
#
#   sbatch --array=1-64 examples/slurm-count.sh problem.dlx results/
#   # once every task has ended:
#   dlx --merge results/part-*.json
#
# Each task runs `dlx --part=I/N` with I its SLURM_ARRAY_TASK_ID and N the size of the array
# (SLURM_ARRAY_TASK_COUNT; the array must be 1-N, each task once), on as many threads as SLURM
# gave it (--cpus-per-task), and writes its result line to RESULTS/part-I.json, only once the part
# is complete: a task stopped on the way (its time limit, scancel) leaves part-I.json.tmp, holding
# a line marked partial, and no part-I.json. The merge refuses a part missing, repeated, partial
# or of another problem: run the missing ones again with --array=I,J,... and merge again.
#SBATCH --job-name=dlx-count
#SBATCH --cpus-per-task=2
#SBATCH --time=01:00:00
#SBATCH --output=dlx-count-%A_%a.log
set -euo pipefail
problem=${1:?usage: sbatch --array=1-N slurm-count.sh PROBLEM.dlx RESULTS_DIR}
results=${2:?usage: sbatch --array=1-N slurm-count.sh PROBLEM.dlx RESULTS_DIR}
part=${SLURM_ARRAY_TASK_ID:?not a SLURM array task}
parts=${SLURM_ARRAY_TASK_COUNT:?not a SLURM array task}
dlx=${DLX:-dlx}
mkdir -p "$results"
# Written to a temporary name first, so that a task killed half way leaves no result line.
"$dlx" --part="$part/$parts" --threads="${SLURM_CPUS_PER_TASK:-1}" "$problem" \
  > "$results/part-$part.json.tmp"
mv "$results/part-$part.json.tmp" "$results/part-$part.json"
