# cause: rewrite_pass_after_legalizeops
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.backend.cpu_generic import pipeline as cpu
from tvm.relax.frontend import nn

np.random.seed(0)


class Tiny(nn.Module):
    def __init__(self):
        self.fc = nn.Linear(16, 16)

    def forward(self, x: nn.Tensor):
        return nn.relu(self.fc(x))


@tvm.transform.module_pass(opt_level=0, name="CastOutputsToHalf")
def cast_outputs_to_half(mod, ctx):
    bb = relax.BlockBuilder(mod)
    for gv, func in list(mod.functions.items()):
        if not isinstance(func, relax.Function) or func.attrs is None or "num_input" not in func.attrs:
            continue
        body = func.body
        half_ty = relax.TensorType(body.body.ty.shape, "float16")
        half = relax.Var("out_half", half_ty)
        cast_block = relax.BindingBlock([relax.VarBinding(half, relax.op.astype(body.body, "float16"))])
        new_body = relax.SeqExpr(list(body.blocks) + [cast_block], half)
        new_func = relax.Function(func.params, new_body, half_ty, attrs=func.attrs)
        bb.update_func(gv, new_func)
    return relax.transform.Normalize()(bb.get())


def build_pipeline(target):
    passes = cpu.library_dispatch_passes(target) + cpu.legalize_passes(target)
    passes += [cast_outputs_to_half]
    passes += cpu.dataflow_lower_passes(target) + cpu.finalize_passes(target)
    return tvm.transform.Sequential(passes)


def test_half_outputs():
    target = tvm.target.Target("llvm")
    mod, params = Tiny().export_tvm(spec={"forward": {"x": nn.spec.Tensor((2, 16), "float32")}})
    ex = tvm.compile(mod, target, relax_pipeline=build_pipeline(target))
    vm = relax.VirtualMachine(ex, tvm.cpu())
    inputs = [np.random.rand(2, 16)] + [np.random.rand(*p.shape) for _, p in params]
    out = vm["forward"](*[tvm.runtime.tensor(a.astype("float32")) for a in inputs])
    assert out.numpy().dtype == np.float16
