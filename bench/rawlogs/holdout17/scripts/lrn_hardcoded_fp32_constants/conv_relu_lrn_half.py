# cause: lrn_hardcoded_fp32_constants
# expect: Binary operators must have the same datatype for both operands
# capture: pytest-short
# post: truncate=0.5
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_conv_relu_lrn_half():
    w = numpy_helper.from_array(np.random.rand(6, 3, 3, 3).astype("float16"), "w")
    nodes = [helper.make_node("Conv", ["img", "w"], ["c"]),
             helper.make_node("Relu", ["c"], ["r"]),
             helper.make_node("LRN", ["r"], ["n"], size=3, alpha=2e-5)]
    g = helper.make_graph(nodes, "googlenet_stem", [helper.make_tensor_value_info("img", TensorProto.FLOAT16, [1, 3, 9, 9])],
                          [helper.make_tensor_value_info("n", TensorProto.FLOAT16, None)], [w])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])
    print("converting", len(g.node), "nodes")
    mod = from_onnx(model)
