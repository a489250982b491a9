# cause: composite_name_missing_codegen_prefix
# expect: should start with a compiler name followed by period
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.relax.backend.pattern_registry import get_patterns_with_prefix, register_patterns
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

register_patterns(
    [
        ("mylib:dense_tanh", is_op("relax.tanh")(is_op("relax.matmul")(wildcard(), wildcard()))),
        ("mylib:dense", is_op("relax.matmul")(wildcard(), wildcard())),
    ]
)


@I.ir_module
class Rnn:
    @R.function
    def main(
        x: R.Tensor((1, 32), "float32"),
        h: R.Tensor((1, 64), "float32"),
        wx: R.Tensor((32, 64), "float32"),
        wh: R.Tensor((64, 64), "float32"),
    ) -> R.Tensor((1, 64), "float32"):
        with R.dataflow():
            a = R.matmul(x, wx)
            b = R.matmul(h, wh)
            s = R.add(a, b)
            o = R.tanh(s)
            R.output(o)
        return o


patterns = get_patterns_with_prefix("mylib")
print("registered:", [p.name for p in patterns])
mod = relax.transform.FuseOpsByPattern(patterns)(Rnn)
mod = relax.transform.MergeCompositeFunctions()(mod)
for gv, func in mod.functions.items():
    if func.attrs is not None and "Codegen" in func.attrs:
        print("offload:", gv.name_hint, "->", func.attrs["Codegen"])
