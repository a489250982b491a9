# cause: scatter-elements-mean-int-division
# expect: RuntimeError: TVM supports multiple types of integer divisions
import numpy as np
import tvm
from tvm import relax


def voxel_pool(n_points, n_voxels):
    bb = relax.BlockBuilder()
    grid = relax.Var("grid", relax.TensorType((n_voxels, 3), "int64"))
    vid = relax.Var("vid", relax.TensorType((n_points, 3), "int64"))
    pts = relax.Var("pts", relax.TensorType((n_points, 3), "int64"))
    with bb.function("pool", [grid, vid, pts]):
        with bb.dataflow():
            out = bb.emit_output(relax.op.scatter_elements(grid, vid, pts, axis=0, reduction="mean"))
        bb.emit_func_output(out)
    return bb.get()


mod = voxel_pool(1024, 256)
pipeline = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])
mod = pipeline(mod)
