# cause: upsample_opset9_scales_input_ignored
# expect: object of type 'NoneType' has no len\(\)
# capture: pytest-line
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_upsample9_unet_decoder():
    w = numpy_helper.from_array(np.random.rand(4, 8, 1, 1).astype("float32"), "reduce.w")
    nodes = [helper.make_node("Upsample", ["bottleneck", "up_scale"], ["up"], mode="nearest"),
             helper.make_node("Concat", ["up", "skip"], ["cat"], axis=1),
             helper.make_node("Conv", ["cat", "reduce.w"], ["dec"])]
    g = helper.make_graph(nodes, "unet_dec",
                          [helper.make_tensor_value_info("bottleneck", TensorProto.FLOAT, [1, 4, 4, 4]),
                           helper.make_tensor_value_info("skip", TensorProto.FLOAT, [1, 4, 8, 8])],
                          [helper.make_tensor_value_info("dec", TensorProto.FLOAT, [1, 4, 8, 8])],
                          [numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32), "up_scale"), w])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 9)])
    print(f"decoder graph: {len(g.node)} nodes, {len(g.initializer)} initializers")
    mod = from_onnx(model)
