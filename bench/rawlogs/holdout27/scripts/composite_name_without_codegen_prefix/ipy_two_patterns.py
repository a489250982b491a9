# cause: composite_name_without_codegen_prefix
# expect: InternalError.*should start with a compiler name followed by period
# capture: ipython
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Block:
    @R.function
    def main(a: R.Tensor((8, 8), "float16"), b: R.Tensor((8, 8), "float16"), c: R.Tensor((8, 8), "float16")):
        with R.dataflow():
            d = R.matmul(a, b)
            e = R.add(d, c)
            f = R.nn.gelu(e)
            R.output(f)
        return f


table = [
    ("npu/matmul_add", is_op("relax.add")(is_op("relax.matmul")(wildcard(), wildcard()), wildcard())),
    ("npu/gelu", is_op("relax.nn.gelu")(wildcard())),
]
partitioned = relax.transform.FuseOpsByPattern(table)(Block)
partitioned.show()
merged = relax.transform.MergeCompositeFunctions()(partitioned)
