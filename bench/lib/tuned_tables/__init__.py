"""bench/tpu_tuned_tables.py's libraries: the two tpu-inference kernels it
ranks (kernels, ragged_paged_attention, quantized_matmul), how a rule is
scored (scoring) and the report's Markdown (markdown)."""
