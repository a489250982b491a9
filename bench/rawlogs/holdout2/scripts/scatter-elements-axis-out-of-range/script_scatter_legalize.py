# cause: scatter-elements-axis-out-of-range
# expect: Index out of range
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Update:
    @R.function
    def main(
        table: R.Tensor((8, 4, 3), "float32"),
        rows: R.Tensor((8, 4, 3), "int32"),
        vals: R.Tensor((8, 4, 3), "float32"),
    ):
        with R.dataflow():
            t = R.scatter_elements(table, rows, vals, axis=3, reduction="update")
            R.output(t)
        return t


print(Update.script(show_meta=False))
print(relax.transform.LegalizeOps()(Update).script())
