# cause: rewrite_pass_after_legalizeops
# expect: Offending call:\s+R\.nn\.softmax
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.relax.backend import cpu_generic
from tvm.relax.backend.cpu_generic.pipeline import dataflow_lower_passes
from tvm.relax.dpl import PatternMatchingRewriter, is_call_dps_packed, wildcard

np.random.seed(0)

bb = relax.BlockBuilder()
s = relax.Var("scores", relax.TensorType((4, 128), "float32"))
with bb.function("main", [s]):
    with bb.dataflow():
        scaled = bb.emit(relax.op.multiply(s, relax.const(0.125, "float32")))
        probs = bb.emit(
            relax.call_dps_packed("flash.softmax", (scaled,), out_ty=relax.TensorType((4, 128), "float32"))
        )
        out = bb.emit_output(relax.op.log(probs))
    bb.emit_func_output(out)
mod = bb.get()

inp = wildcard()
softmax_fallback = PatternMatchingRewriter.from_pattern(
    is_call_dps_packed("flash.softmax", [inp]),
    lambda expr, m: relax.op.nn.softmax(m[inp], axis=-1),
)


@tvm.transform.module_pass(opt_level=0, name="SoftmaxFallback")
def softmax_fallback_pass(mod, ctx):
    return softmax_fallback(mod)


target = tvm.target.Target("llvm")
pipeline = tvm.transform.Sequential(
    cpu_generic.library_dispatch_passes(target)
    + cpu_generic.legalize_passes(target)
    + [softmax_fallback_pass]
    + dataflow_lower_passes(target)
    + cpu_generic.finalize_passes(target)
)
ex = tvm.compile(mod, target, relax_pipeline=pipeline)
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(4, 128).astype("float32")
print(vm["main"](tvm.runtime.tensor(x)).numpy()[0, :5])
