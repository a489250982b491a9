# cause: fuse_tir_on_unlegalized_primitive
# expect: Only call_tir and call_tir_inplace are supported in primitive function
# capture: pytest
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((8, 32), "float32"), b: R.Tensor((32,), "float32")):
        with R.dataflow():
            y = R.add(x, b)
            z = R.nn.gelu(y)
            R.output(z)
        return z


@tvm.transform.module_pass(opt_level=0, name="MarkPrimitive")
def mark_primitive(mod, ctx):
    """Group add+gelu into one function and mark it for FuseTIR."""
    pat = is_op("relax.nn.gelu")(is_op("relax.add")(wildcard(), wildcard()))
    mod = relax.transform.FuseOpsByPattern([("local.add_gelu", pat)], bind_constants=False)(mod)
    for gv, func in mod.functions_items():
        if isinstance(func, relax.Function) and func.attrs and "Composite" in func.attrs:
            mod[gv] = func.without_attr("Composite").with_attr("Primitive", True)
    return mod


def test_fuse_then_legalize():
    seq = tvm.transform.Sequential([mark_primitive, relax.transform.FuseTIR(), relax.transform.LegalizeOps()])
    out = seq(Mod)
    assert len(out.functions) >= 2
