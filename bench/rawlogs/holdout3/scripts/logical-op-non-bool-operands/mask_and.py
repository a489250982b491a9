# cause: logical-op-non-bool-operands
# expect: logical_and[\s\S]*Expected boolean argument
import numpy as np
import tvm
from tvm import relax

R = relax.op
bb = relax.BlockBuilder()
attn = relax.Var("attn_mask", relax.TensorType((1, 128), "int32"))     # 0/1 from the tokenizer
pad = relax.Var("pad_mask", relax.TensorType((1, 128), "int32"))
with bb.function("main", [attn, pad]):
    with bb.dataflow():
        m = bb.emit(R.logical_and(attn, pad))
        out = bb.emit_output(R.astype(m, "float32"))
    bb.emit_func_output(out)
ex = tvm.compile(bb.get(), target="llvm")
